// The starter: the only script a prerendered page runs at load. The build compiles this file with
// esbuild (compile-starter.ts: types stripped, minified, nothing global but `coazStartOnDemand`)
// and inlines it into every prerendered page (defer-app-start.ts), so it imports nothing at load,
// and every byte of it is paid by every page (starter-size.test.ts budgets them).
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
// `data-escape-closes-menus` and gives focus back to its button, and focus moving out of a menu
// closes it, as the app does once it runs.
// A control inside `data-app-start="own"` does not start the app: pressed before it runs, it loads
// its own module instead (`data-app-start-src`, same-origin), which answers the press itself.
// A form marked `data-sends-without-app="Checking…"` is one the server answers with no script (a
// plain GET form: /verify's, /search's), so reaching for its fields and button does not start the
// app (about 190 kB, to check one card number) and its submit is not held: it goes the browser's
// own way. While the answer is on its way (seconds on a slow link), the attribute's words are said
// in the site's toast and the button is busy, so Enter is seen and heard to have been taken; also
// once the app runs, unless the app answered the submit itself (it prevented the default).
// A deploy removes the old build's hashed files, which a page opened before it still names: a
// press that needs them is not lost (see "A deploy under the page" below).
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
  // Marks a form that works without the app (see the top of this file); its value is what is said
  // while its answer is on its way.
  const SENDS = 'data-sends-without-app';
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

  // On a page a reload for a new build opened: the recovery file putting back what was typed. The
  // app waits for it, since text put into a field once the app has hydrated would not reach it.
  let reopening: Promise<unknown> | undefined;

  function runApp() {
    const app = doc.createElement('script');
    app.type = 'module';
    app.textContent = doc.getElementById(config.scriptId)?.textContent ?? '';
    // A module the start-up script imports is gone or did not come (the entry, imported
    // dynamically, is among the preloads, whose failures are heard below).
    app.addEventListener('error', appFailed);
    doc.head.append(app);
  }

  let preloaded = false;
  function start() {
    if (started) return;
    started = true;
    root.setAttribute('data-app-starting', '');
    // Once: a start tried again after a failure finds them in the page already.
    for (const href of preloaded ? [] : config.preloads) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.addEventListener('error', appFailed);
      doc.head.append(link);
    }
    preloaded = true;
    // The app hydrates the whole page and its start-up script sits at the end of it: while the
    // page is still arriving, only the downloads begin.
    const run = () => (reopening ? reopening.then(runApp) : runApp());
    if (doc.readyState === 'loading') {
      doc.addEventListener('DOMContentLoaded', run, { once: true });
    } else {
      run();
    }
  }

  function controlOf(target: EventTarget | null, selector: string): HTMLElement | null {
    const control = target instanceof Element ? target.closest<HTMLElement>(selector) : null;
    // A note of the starter's own (its Dismiss button) needs no app.
    return control?.closest(`[data-app-start="own"], [data-starter-note], [${SENDS}]`)
      ? null
      : control;
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
        forgetReload();
      });
      script.addEventListener('error', async () => {
        clearTimeout(slow);
        script.remove();
        // Its address answers, but not with the file: a deploy removed it, and only the new
        // build's page names the file that replaced it.
        const answer = await ask(script.src);
        if (answer && !answer.ok && !hydrated && (await reloadOnce('assistant'))) return;
        ownCode.delete(key);
        ownCode.delete(`fetch ${src}`);
        ownTries.set(src, (ownTries.get(src) ?? 1) + 1);
        button?.removeAttribute('aria-busy');
        // Once the app runs, its launcher answers the next press and says its own notes.
        if (!hydrated) showOwnCodeNote(FAILED, 'alert');
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
  function showOwnCodeNote(text?: string, role?: 'status' | 'alert', later = false) {
    ownCodeNote?.remove();
    ownCodeNote = undefined;
    if (!text || !role) return;
    const corner = doc.createElement('div');
    corner.className = 'coaz-chat';
    corner.setAttribute('data-own-code-note', '');
    const live = doc.createElement('div');
    live.setAttribute('role', role);
    const note = doc.createElement('p');
    note.className = 'coaz-chat-window coaz-chat-window--message';
    note.textContent = text;
    corner.append(live);
    doc.body.append(corner);
    ownCodeNote = corner;
    // A note said as a page opens goes into its live region a moment after the region: a screen
    // reader says what is added to a region already there.
    if (later) setTimeout(() => live.append(note), 100);
    else live.append(note);
  }

  doc.addEventListener('pointerdown', (event) => loadOwnCode(event.target, false), {
    capture: true,
    passive: true,
  });

  // Heard on the window, after the app's own handlers (on the document): a submit the app answers
  // itself has its default prevented by then.
  let sending: Element | null | undefined;
  addEventListener('submit', (event) => {
    const words = (event.target as Element).getAttribute(SENDS);
    if (!words || event.defaultPrevented) return;
    sending = (event as SubmitEvent).submitter;
    sending?.setAttribute('aria-busy', 'true');
    showNote(words, 'status');
  });
  // Back to this page from the answer, kept whole by the browser: nothing is on its way any more.
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    sending?.removeAttribute('aria-busy');
    showNote();
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
      showNote();
      forgetReload();
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

  // A deploy under the page. A deploy removes the old build's hashed files, which this page (opened
  // before it) still names, so the app's start fails, and a press held for it would wait for ever
  // (the control busy, the visitor's press lost). When the app's code fails:
  // - a held submit button of a GET form (the search page's, the verification's) sends its form
  //   the browser's own way, as a link goes on without the app;
  // - a held press otherwise, where the site answers (so the code is gone, not the connection),
  //   reloads the page once: the new build's page names its new files. What was typed is carried
  //   to it (not a password: it is typed again) and a note there says so, and to press again;
  // - with no answer from the site, the press is let go and a note says to check the connection;
  //   the next press tries again.
  // A start with no press (focus in a field, a query, a part coming near the screen) is left
  // quietly to start again at the next press: a reload under a reader would lose their place.
  // Never a loop: the reload marks its history entry (`history.state`, which a reload keeps and no
  // other page sees), and a page opened under that mark does not reload again; the mark goes when
  // the app or the assistant has run. Nothing is kept anywhere else.
  // The rarely needed part (the reload, carrying what was typed, the note on the page it opens) is
  // in recover-after-deploy.ts, fetched only when a reload is due or a page came from one: every
  // page carries this starter, few ever need that. Its address is the same in every build, since
  // the page that needs it is one whose own build's files are gone.
  const RECOVERY_ADDRESS = '/app-start/recover-after-deploy.js';
  const RELOADED = 'coazReloadedForNewBuild';
  const CANNOT_LOAD =
    'This page could not load what that button needs. Check your connection, then press it again.';
  const RELOAD_LATER =
    'This page could not load what that button needs. Reload the page to try again.';
  let failing = false;

  /** An address asked again past every cache, for its status; undefined when nothing answers. */
  async function ask(address: string): Promise<Response | undefined> {
    try {
      return await fetch(address, { method: 'HEAD', cache: 'no-store' });
    } catch {
      return undefined;
    }
  }

  function historyState(): Record<string, unknown> {
    const state: unknown = history.state;
    return state && typeof state === 'object' ? { ...(state as Record<string, unknown>) } : {};
  }

  // A type only: the starter imports nothing at load.
  function recovery(): Promise<typeof import('./recover-after-deploy')> {
    return import(RECOVERY_ADDRESS);
  }

  /** Reloads at most once per history entry; false when this page came from such a reload. */
  async function reloadOnce(pressedWhat: 'button' | 'assistant'): Promise<boolean> {
    if (historyState()[RELOADED]) return false;
    try {
      (await recovery()).reloadForNewBuild(pressedWhat);
      return true;
    } catch {
      // The recovery file did not come either: the press is let go with a note.
      return false;
    }
  }

  /** The mark goes once the new build's code has run: a later deploy may reload again. */
  function forgetReload() {
    const state = historyState();
    if (!(RELOADED in state)) return;
    delete state[RELOADED];
    history.replaceState(state, '');
  }

  async function appFailed() {
    if (hydrated || failing) return;
    failing = true;
    const held = pressed;
    const form = held instanceof HTMLButtonElement && held.type === 'submit' ? held.form : null;
    if (form && (held?.getAttribute('formmethod') ?? form.method).toLowerCase() === 'get') {
      held?.removeAttribute('aria-busy');
      pressed = undefined;
      form.requestSubmit(held as HTMLButtonElement);
      return;
    }
    // The page's own address: it answers when the site does (a page that is not found too).
    const answer = held ? await ask(location.href) : undefined;
    const answered = answer !== undefined && answer.status < 500;
    if (answered && (await reloadOnce('button'))) return;
    const again = pressed;
    pressed = undefined;
    again?.removeAttribute('aria-busy');
    started = false;
    failing = false;
    root.removeAttribute('data-app-starting');
    if (again) showNote(answered ? RELOAD_LATER : CANNOT_LOAD, 'alert');
  }

  // A note of the starter's own, in the site's toast: at the end of <body>, outside what the app
  // hydrates, until the app runs or the visitor dismisses it.
  let note: HTMLElement | undefined;
  function showNote(text?: string, role?: 'status' | 'alert') {
    note?.remove();
    note = undefined;
    if (!text || !role) return;
    const region = doc.createElement('div');
    region.className = 'coaz-toast-region';
    region.setAttribute('data-starter-note', '');
    const live = doc.createElement('div');
    live.setAttribute('role', role);
    region.append(live);
    doc.body.append(region);
    note = region;
    // Filled a moment after the region is in the page: a screen reader says what is added to a
    // live region, not one that arrives with its text.
    setTimeout(() => {
      const toast = doc.createElement('div');
      toast.className = `coaz-toast coaz-toast--${role === 'alert' ? 'error' : 'success'}`;
      const message = doc.createElement('p');
      message.className = 'coaz-toast__message';
      message.textContent = text;
      const dismiss = doc.createElement('button');
      dismiss.type = 'button';
      dismiss.className = 'coaz-toast__close';
      dismiss.setAttribute('aria-label', 'Dismiss');
      const cross = doc.createElement('span');
      cross.setAttribute('aria-hidden', 'true');
      cross.textContent = '×';
      dismiss.append(cross);
      dismiss.addEventListener('click', () => showNote());
      toast.append(message, dismiss);
      live.append(toast);
    }, 100);
  }

  // The header's menus are native `details`: they open and close with their own button and no
  // script, but nothing native closes them with Escape, or when focus moves out of one into the
  // page it covers. Starting the app for that would fetch it for every reader who opens a menu,
  // so until the app runs (use-site-menu-dismissal.ts takes over then, and says why) both are
  // answered here.
  const openMenus = () => doc.querySelectorAll('[data-escape-closes-menus] details[open]');
  doc.addEventListener('keydown', (event) => {
    if (hydrated || event.key !== 'Escape') return;
    const open = openMenus();
    const innermost = open[open.length - 1];
    if (!innermost) return;
    innermost.removeAttribute('open');
    innermost.querySelector('summary')?.focus();
  });
  doc.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    // Focus going nowhere (the window left, a press on text) is not the visitor moving on.
    if (hydrated || !next) return;
    for (const open of openMenus()) {
      // Its menu: the phone menu around a group opening in place (they nest two deep at most).
      const menu = open.parentElement?.closest('details') || open;
      if (!menu.contains(next)) open.removeAttribute('open');
    }
  });

  // Asked for at once, so it is likely here by the time the page is parsed (and it waits for that).
  if ((historyState()[RELOADED] as { typed?: unknown } | undefined)?.typed) {
    reopening = recovery()
      .then((module) => module.openedForNewBuild({ showNote, showOwnCodeNote }))
      .catch(() => undefined);
  }

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
