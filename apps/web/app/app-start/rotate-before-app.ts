// Turns the home page's hero carousel and an article's related news while the page's app has not
// started (a page runs no app until the visitor reaches for a control, see start-on-demand.ts), so
// a visitor who only reads still sees them move. The build compiles this file with esbuild and
// inlines it after the starter (compile-starter.ts), so it imports nothing and leaks no global.
//
// It works on the markup ui-kit's HeroCarousel and AutoRotatingList render, through their
// `data-rotation*` attributes only, and changes nothing but what those components would render
// for the state it reaches (slide roles, `hidden`, `aria-hidden`, `inert`, `aria-current`, the
// pause button's label and `data-paused`, `aria-live`). Like the components it holds still while
// the pointer is over a rotation or focus is inside it, starts paused for people who ask for
// reduced motion, and obeys the pause button. When React takes a rotation over it sends
// `coaz:rotation-handover` (ui-kit's rotation-handover.ts): this script then stops for good,
// settles the markup into what React renders for where it stood, and says where that is, so the
// app goes on from there without a jump and without a second timer.

interface Handover {
  index: number;
  choice: 'playing' | 'paused' | null;
  hovered: boolean;
  focused: boolean;
}

/** One rotation's own way of drawing where it stands. */
interface RotationKind {
  /** The time between two calls of `step`. */
  tickMs: number;
  /** Moves on by one tick. */
  step(): void;
  /** Draws the state React renders for `index` (nothing in motion), and gives `index`. */
  settle(): number;
}

/** Starts turning every rotation on the page. */
export function rotateBeforeApp(doc: Document): void {
  const reducedMotion =
    typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  for (const root of doc.querySelectorAll<HTMLElement>('[data-rotation]')) {
    const items = Array.from(root.querySelectorAll<HTMLElement>('[data-rotation-item]'));
    const kind =
      root.dataset.rotation === 'carousel' ? carousel(root, items) : rotatingList(root, items);
    if (kind) rotate(root, kind, reducedMotion);
  }
}

function rotate(root: HTMLElement, kind: RotationKind, reducedMotion: boolean) {
  const toggle = root.querySelector<HTMLElement>('[data-rotation-toggle]');
  const live = root.querySelector<HTMLElement>('[data-rotation-live]');
  let choice: Handover['choice'] = null;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  function update() {
    const paused = choice ? choice === 'paused' : reducedMotion;
    const running = !paused && !hovered && !focused;
    if (toggle) {
      toggle.dataset.paused = String(paused);
      const label = paused ? toggle.dataset.playLabel : toggle.dataset.pauseLabel;
      if (label) toggle.setAttribute('aria-label', label);
    }
    live?.setAttribute('aria-live', running ? 'off' : 'polite');
    if (running && timer === undefined) timer = setInterval(kind.step, kind.tickMs);
    if (!running && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  const listeners: Array<[EventTarget, string, (event: Event) => void]> = [
    [root, 'mouseenter', () => (hovered = true)],
    [root, 'mouseleave', () => (hovered = false)],
    [root, 'focusin', () => (focused = true)],
    [
      root,
      'focusout',
      (event) => (focused = root.contains((event as FocusEvent).relatedTarget as Node | null)),
    ],
  ];
  if (toggle) {
    listeners.push([
      toggle,
      'click',
      () => (choice = toggle.dataset.paused === 'true' ? 'playing' : 'paused'),
    ]);
  }
  let handedOver = false;
  for (const [target, type, listener] of listeners) {
    target.addEventListener(type, (event) => {
      if (handedOver) return;
      listener(event);
      update();
    });
  }

  root.addEventListener(
    'coaz:rotation-handover',
    (event) => {
      handedOver = true;
      clearInterval(timer);
      const handover = (event as CustomEvent<Handover>).detail;
      handover.index = kind.settle();
      handover.choice = choice;
      handover.hovered = hovered;
      handover.focused = focused;
    },
    { once: true },
  );
  update();
}

/** The hero carousel: the same steps as ui-kit's `heroCarouselReducer`. */
function carousel(root: HTMLElement, slides: HTMLElement[]): RotationKind | null {
  const dots = root.querySelectorAll<HTMLElement>('[data-rotation-dot]');
  const tickMs = Number(root.dataset.tickMs);
  const prepareStep = Number(root.dataset.prepareStep);
  const transitionStep = Number(root.dataset.transitionStep);
  if (slides.length < 2 || !(tickMs > 0)) return null;
  // The server renders the first slide current, at step 0.
  let index = 0;
  let step = 0;
  let next: number | null = null;
  let previous: number | null = null;

  function draw() {
    const transitioning = step === transitionStep && next !== null;
    slides.forEach((slide, at) => {
      let role = 'waiting';
      if (at === previous) role = 'leaving';
      if (at === next) role = transitioning ? 'entering' : 'prepared';
      if (at === index) role = transitioning ? 'leaving' : 'current';
      slide.dataset.role = role;
      const shown = at === index;
      if (shown) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
      slide.toggleAttribute('inert', !shown);
    });
    dots.forEach((dot, at) => {
      if (at === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  }

  return {
    tickMs,
    step() {
      if (step >= transitionStep) {
        previous = index;
        index = next ?? (index + 1) % slides.length;
        step = 0;
        next = null;
      } else {
        step += 1;
        if (step === prepareStep) {
          next = (index + 1) % slides.length;
          previous = null;
        }
      }
      draw();
    },
    settle() {
      step = 0;
      next = null;
      previous = null;
      draw();
      return index;
    },
  };
}

/** The related news: a window of entries moving on by one, as ui-kit's `AutoRotatingList`. */
function rotatingList(root: HTMLElement, entries: HTMLElement[]): RotationKind | null {
  const tickMs = Number(root.dataset.intervalMs);
  const visible = Number(root.dataset.visibleCount);
  if (entries.length <= visible || !(tickMs > 0)) return null;
  // The server renders the window from the first entry.
  let first = 0;
  return {
    tickMs,
    step() {
      first = (first + 1) % entries.length;
      entries.forEach((entry, at) => {
        entry.hidden = (at - first + entries.length) % entries.length >= visible;
      });
    },
    settle: () => first,
  };
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => rotateBeforeApp(document), { once: true });
  } else {
    rotateBeforeApp(document);
  }
}
