// The starter: the only script a prerendered page runs at load. The build compiles this file with
// esbuild (compile-starter.ts: types stripped, minified, wrapped so it leaks nothing but the
// global `coazStartOnDemand`) and inlines it into every prerendered page (defer-app-start.ts), so
// it imports nothing.
//
// A prerendered page reads, scrolls and follows links without any script. The app (React, React
// Router and the page's code, about 150 kB gzip) is fetched and hydrated only when the page needs
// it, so a visitor who only reads pays for none of it:
// - at once when the address has a query (such pages show what the query asks for) or a member
//   is signed in in this tab (the header shows their name);
// - when something marked `data-app-start="visible"` comes near the screen (what the server could
//   not put in the page, and the browser must fetch: notices it could not read, the constitution
//   while it is being indexed);
// - when the visitor reaches for a control that needs it: a pointer down on, a key pressed in or
//   focus moving to a button, a form field or anything marked `data-app-start`;
// - when anything dispatches `coaz:start-app` on the document.
// A button (or box) pressed before the app has hydrated is pressed again once it has (the app
// dispatches `coaz:hydrated`), and the text of every field the visitor filled meanwhile (typed, or
// put there by a password manager that sends no input event) is given to the app first, so neither
// is lost and a held submit sends what the fields show.
// Escape closes the innermost open menu (`details`) of an element marked
// `data-escape-closes-menus` and gives focus back to its button, as the app does once it runs.
// A control inside `data-app-start="own"` does not start the app: pressed before it runs, it loads
// its own module instead (`data-app-start-src`, same-origin), which answers the press itself.
/** What the build tells the starter about the page it is inlined into. */
export interface StarterConfig {
  /** The module preloads taken out of the page, fetched when the app starts. */
  preloads: string[];
  /** The id of React Router's start-up script, kept inert in the page. */
  scriptId: string;
  /** The session-storage key that holds a signed-in member's token in this tab. */
  sessionKey: string;
}

/** Starts the page's app when the page needs it (see the top of this file for when). */
export function coazStartOnDemand(config: StarterConfig): void {
  const doc = document;
  const root = doc.documentElement;
  const needsApp = 'button, input, select, textarea, [data-app-start]';
  // Controls whose press is held until the app runs; a box ticked natively before hydration would
  // disagree with the app's state. A rotation's pause button works before then (rotate-before-app.ts).
  const held = 'button:not([data-rotation-toggle]), input[type="checkbox"], input[type="radio"]';
  let started = false;
  let hydrated = false;
  // From hydration until the typing is given back (a task): presses are still held.
  let givingBack = false;
  let pressed: Element | undefined;
  // Fields whose `value` is not text the visitor enters.
  const notText = /^(checkbox|radio|file|hidden|submit|reset|button|image)$/;

  function runApp() {
    const app = doc.createElement('script');
    app.type = 'module';
    app.textContent = doc.getElementById(config.scriptId)?.textContent ?? '';
    doc.head.append(app);
  }

  function start() {
    if (started) return;
    started = true;
    root.setAttribute('data-app-starting', '');
    for (const href of config.preloads) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.append(link);
    }
    // The app hydrates the whole page and its start-up script sits at the end of it: while the
    // page is still arriving, only the downloads begin.
    if (doc.readyState === 'loading') {
      doc.addEventListener('DOMContentLoaded', runApp, { once: true });
    } else {
      runApp();
    }
  }

  function controlOf(target: EventTarget | null, selector: string): HTMLElement | null {
    const control = target instanceof Element ? target.closest<HTMLElement>(selector) : null;
    return control?.closest('[data-app-start="own"]') ? null : control;
  }

  // A control inside `data-app-start="own"` brings its own module: fetched from the pointer going
  // down, run from the press (a click, also by keyboard), each once while it is on its way or
  // has come. A download that fails lets the control be pressed again: the next press fetches it
  // anew, under an address of its own (`?try=2`), since a browser may keep a module's failure for
  // its address as long as the page lives.
  const ownCode = new Set<string>();
  const ownTries = new Map<string, number>();
  function ownCodeAddress(src: string): string {
    const tries = ownTries.get(src) ?? 1;
    return tries === 1 ? src : `${src}${src.includes('?') ? '&' : '?'}try=${tries}`;
  }
  function loadOwnCode(target: EventTarget | null, run: boolean): boolean {
    const own = target instanceof Element ? target.closest('[data-app-start="own"]') : null;
    const src = own?.getAttribute('data-app-start-src');
    const key = `${run ? 'run' : 'fetch'} ${src}`;
    if (hydrated || !src || ownCode.has(key)) return false;
    ownCode.add(key);
    if (run) {
      const button = (target as Element).closest('button');
      showOwnCodeNote();
      const script = doc.createElement('script');
      script.type = 'module';
      script.src = ownCodeAddress(src);
      // Said only when the download is slow: on a fast one the note would flash and go.
      const slow = setTimeout(() => showOwnCodeNote(OPENING, 'status'), 500);
      script.addEventListener('load', () => {
        clearTimeout(slow);
        showOwnCodeNote();
      });
      script.addEventListener('error', () => {
        clearTimeout(slow);
        script.remove();
        ownCode.delete(key);
        ownCode.delete(`fetch ${src}`);
        ownTries.set(src, (ownTries.get(src) ?? 1) + 1);
        button?.removeAttribute('aria-busy');
        showOwnCodeNote(FAILED, 'alert');
      });
      // Says the press was taken while the control's code is on its way.
      button?.setAttribute('aria-busy', 'true');
      doc.head.append(script);
    } else {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = ownCodeAddress(src);
      doc.head.append(link);
    }
    return true;
  }

  // The one control that brings its own code is the assistant's launcher (chat/chat-slot.tsx), so
  // its notes take the assistant's corner and the words the app says there (chat-slot.tsx,
  // chat-load-boundary.tsx). A note lives at the end of <body>, outside the markup the app
  // hydrates (as the chat island does), and goes when the code has run or the app takes over.
  const OPENING = 'Opening the assistant…';
  const FAILED =
    'The assistant could not be loaded. Check your connection, then press its button again.';
  let ownCodeNote: HTMLElement | undefined;
  function showOwnCodeNote(text?: string, role?: 'status' | 'alert') {
    ownCodeNote?.remove();
    ownCodeNote = undefined;
    if (!text || !role) return;
    const corner = doc.createElement('div');
    corner.className = 'coaz-chat';
    corner.setAttribute('data-own-code-note', '');
    const note = doc.createElement('p');
    note.className = 'coaz-chat-window coaz-chat-window--message';
    note.setAttribute('role', role);
    note.textContent = text;
    corner.append(note);
    doc.body.append(corner);
    ownCodeNote = corner;
  }

  doc.addEventListener('pointerdown', (event) => loadOwnCode(event.target, false), {
    capture: true,
    passive: true,
  });

  function onIntent(event: Event) {
    if (controlOf(event.target, needsApp)) start();
  }

  for (const type of ['pointerdown', 'keydown', 'focusin']) {
    doc.addEventListener(type, onIntent, { capture: true, passive: true });
  }

  doc.addEventListener(
    'click',
    (event) => {
      if (hydrated && !givingBack) return;
      if (loadOwnCode(event.target, true)) return;
      const control = controlOf(event.target, held);
      if (!control) return;
      // Nothing would answer this press yet (a submit button would even send its form the old
      // way), so it is held and pressed again once the app runs.
      event.preventDefault();
      pressed?.removeAttribute('aria-busy');
      pressed = control;
      // Says the press was taken (the site dims a busy control) while the app is on its way.
      control.setAttribute('aria-busy', 'true');
      start();
    },
    true,
  );

  // The app hydrates with each field's state still empty (React keeps the text it finds, but writes
  // its state back into the field at the next render), and only input events tell it otherwise,
  // which a password manager's fill may not send. So at hydration every field whose text is not its
  // default (what the page was served with and the app renders) is read, and entered again the
  // way a browser enters text: emptied through the app's own tracking of the field (React watches
  // `value`), filled through the native setter, then an input event. A list's choice is given
  // back by a change event, as is a file chosen meanwhile (the field keeps it; the app never heard
  // of it). Everything is read at once, before the first is given back: that one re-renders the
  // form, which writes the still-empty state into every other field. A field typed in between
  // (its text neither what was read nor emptied by a render) is left as it is: the app heard that
  // key with the whole text, and giving back what was read dropped it ("…226" for "…2026").
  function typedBeforeStart(): Array<() => void> {
    const filled: Array<() => void> = [];
    for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input, textarea',
    )) {
      if (field.type === 'file') {
        if ((field as HTMLInputElement).files?.length) filled.push(() => changed(field));
        continue;
      }
      if (notText.test(field.type) || field.value === field.defaultValue) continue;
      const value = field.value;
      filled.push(() => {
        if (field.value !== value && field.value !== '') return;
        field.value = '';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
          field,
          value,
        );
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
    for (const list of doc.querySelectorAll('select')) {
      const chosen = [...list.options].map((option) => [option, option.selected] as const);
      if (chosen.every(([option, selected]) => selected === option.defaultSelected)) continue;
      filled.push(() => {
        for (const [option, selected] of chosen) option.selected = selected;
        changed(list);
      });
    }
    return filled;
  }

  function changed(field: Element) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }

  doc.addEventListener(
    'coaz:hydrated',
    () => {
      hydrated = true;
      givingBack = true;
      started = true;
      root.removeAttribute('data-app-starting');
      // The app's own launcher answers from now on, and says its own notes.
      showOwnCodeNote();
      const typed = typedBeforeStart();
      // The app sends `coaz:hydrated` from an effect, where React applies only the first of
      // several fields' events (the application form kept its first name alone): the text read
      // above is given back a task later. Until then presses are still held, since a render
      // meanwhile may have emptied the fields a submit would read; a held press is pressed again
      // a task after the give-back, once the app has rendered it.
      setTimeout(() => {
        for (const giveBack of typed) giveBack();
        givingBack = false;
        const again = pressed;
        pressed = undefined;
        setTimeout(() => {
          again?.removeAttribute('aria-busy');
          if (again instanceof HTMLElement && again.isConnected) again.click();
        });
      });
    },
    { once: true },
  );

  // The header's menus are native `details`: they open and close with their own button and no
  // script, but nothing native closes them with Escape. Starting the app for that would fetch it
  // for every reader who opens a menu, so until the app runs (use-site-menu-dismissal.ts takes
  // over then) Escape is answered here.
  doc.addEventListener('keydown', (event) => {
    if (hydrated || event.key !== 'Escape') return;
    const open = doc.querySelectorAll('[data-escape-closes-menus] details[open]');
    const innermost = open[open.length - 1];
    if (!innermost) return;
    innermost.removeAttribute('open');
    innermost.querySelector('summary')?.focus();
  });

  doc.addEventListener('coaz:start-app', start);

  if (location.search) start();
  try {
    if (sessionStorage.getItem(config.sessionKey)) start();
  } catch {
    // Storage can be switched off; such a visitor is not signed in here.
  }

  function watchIslands() {
    const islands = doc.querySelectorAll('[data-app-start="visible"]');
    if (islands.length === 0 || started) return;
    if (!('IntersectionObserver' in window)) {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '300px 0px' },
    );
    for (const island of islands) observer.observe(island);
  }

  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', watchIslands, { once: true });
  } else {
    watchIslands();
  }
}
