// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { compileStarter } from './compile-starter';
import { deferAppStart } from './defer-app-start';

const SESSION_KEY = 'coaz.accessToken';
// The starter exactly as the build compiles it into every page.
const starterSource = await compileStarter();

/** A prerendered page as the build leaves it, in a fresh browser window with the starter running. */
async function openPage({
  body = '<button type="button">Menu</button><a href="/about">About</a>',
  url = 'https://coaz.test/about',
  signedIn = false,
  historyState,
  observer,
}: {
  body?: string;
  url?: string;
  signedIn?: boolean;
  /** `history.state` of the entry the page opens in (a reload keeps it). */
  historyState?: unknown;
  observer?: 'none' | ((start: IntersectionObserverCallback) => void);
} = {}) {
  const prerendered = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js"/></head><body>${body}<script type="module" async="">import * as route0 from "/assets/root.js"; window.__reactRouterRouteModules = {"root":route0}; import("/assets/entry.js");</script></body></html>`;
  const html = deferAppStart(prerendered, { starterSource, sessionKey: SESSION_KEY });
  const dom = new JSDOM(html, {
    url,
    runScripts: 'dangerously',
    beforeParse(window) {
      if (signedIn) window.sessionStorage.setItem(SESSION_KEY, 'token');
      if (historyState !== undefined) window.history.replaceState(historyState, '');
      if (observer === 'none' || observer === undefined) return;
      const report = observer;
      // jsdom lays nothing out: this stand-in reports what the test says is on screen.
      window.IntersectionObserver = class {
        constructor(callback: IntersectionObserverCallback) {
          report(callback);
        }
        observe() {}
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
    },
  });
  if (observer === 'none') Reflect.deleteProperty(dom.window, 'IntersectionObserver');
  const { document } = dom.window;
  // The page has been parsed, but its DOMContentLoaded (when the starter looks for islands) and
  // load events are still to come.
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => dom.window.addEventListener('load', resolve));
  }
  return {
    window: dom.window,
    document,
    /** Resolves once the page's pending tasks have run (the starter presses again in one). */
    nextTask: () => new Promise((resolve) => dom.window.setTimeout(resolve)),
    /** Whether the app's start-up script has been put into the page to run. */
    started: () => document.querySelector('head script[type="module"]') !== null,
  };
}

describe('the starter of a prerendered page', () => {
  it('loads nothing while the visitor only reads', async () => {
    const page = await openPage();
    page.document
      .querySelector('a')
      ?.dispatchEvent(new page.window.MouseEvent('pointerdown', { bubbles: true }));
    page.window.dispatchEvent(new page.window.Event('scroll'));
    expect(page.started()).toBe(false);
    expect(page.document.querySelector('link[rel="modulepreload"]')).toBeNull();
  });

  it('starts the app with its preloads when a pointer goes down on a button', async () => {
    const page = await openPage();
    page.document
      .querySelector('button')
      ?.dispatchEvent(new page.window.MouseEvent('pointerdown', { bubbles: true }));
    expect(page.started()).toBe(true);
    expect(page.document.querySelector('head script[type="module"]')?.textContent).toContain(
      'import("/assets/entry.js")',
    );
    expect(page.document.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/entry.js',
    );
    expect(page.document.documentElement.hasAttribute('data-app-starting')).toBe(true);
  });

  it('starts when focus reaches a form field', async () => {
    const page = await openPage({ body: '<label>Search <input type="search"></label>' });
    page.document.querySelector('input')?.focus();
    expect(page.started()).toBe(true);
  });

  it('holds a press made before hydration and presses again once the app runs', async () => {
    const page = await openPage();
    const button = page.document.querySelector('button') as HTMLButtonElement;
    const presses: boolean[] = [];
    button.addEventListener('click', (event) => presses.push(event.defaultPrevented));
    button.click();
    expect(page.started()).toBe(true);
    expect(presses).toEqual([true]);
    expect(button.getAttribute('aria-busy')).toBe('true');

    page.document.dispatchEvent(new page.window.Event('coaz:hydrated'));
    await page.nextTask();
    await page.nextTask();
    expect(presses).toEqual([true, false]);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(page.document.documentElement.hasAttribute('data-app-starting')).toBe(false);
  });

  it("leaves a rotation's pause button to the rotator, which answers it before the app runs", async () => {
    const page = await openPage({
      body: `<section data-rotation="list" data-interval-ms="10000" data-visible-count="1">
        <ul data-rotation-live aria-live="off"><li data-rotation-item>One</li><li data-rotation-item hidden>Two</li></ul>
        <button type="button" data-rotation-toggle data-paused="false" data-pause-label="Pause" data-play-label="Play" aria-label="Pause"></button>
      </section>`,
    });
    const toggle = page.document.querySelector('button') as HTMLButtonElement;
    const presses: boolean[] = [];
    toggle.addEventListener('click', (event) => presses.push(event.defaultPrevented));
    toggle.click();
    expect(presses).toEqual([false]);
    expect(toggle.getAttribute('aria-label')).toBe('Play');
    expect(toggle.dataset.paused).toBe('true');
    page.document.dispatchEvent(new page.window.Event('coaz:hydrated'));
    await page.nextTask();
    expect(presses).toEqual([false]);
  });

  it('does not tick a box natively before hydration, and ticks it once the app runs', async () => {
    const page = await openPage({ body: '<input type="checkbox" id="switch">' });
    const box = page.document.querySelector('input') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false);
    page.document.dispatchEvent(new page.window.Event('coaz:hydrated'));
    await page.nextTask();
    await page.nextTask();
    expect(box.checked).toBe(true);
  });

  it('enters again what was typed before hydration, once the app runs', async () => {
    const page = await openPage({ body: '<input type="search">' });
    const field = page.document.querySelector('input') as HTMLInputElement;
    field.value = 'cpd';
    field.dispatchEvent(new page.window.Event('input', { bubbles: true }));
    const entered: string[] = [];
    field.addEventListener('input', () => entered.push(field.value));
    page.document.dispatchEvent(new page.window.Event('coaz:hydrated'));
    await page.nextTask();
    expect(field.value).toBe('cpd');
    expect(entered).toEqual(['cpd']);
  });

  // A key pressed between hydration and the give-back was dropped: the password reached the
  // server one character short.
  it('keeps a key typed after the app hydrated, before the typing is given back', async () => {
    const page = await openPage({ body: '<input type="password">' });
    const field = page.document.querySelector('input') as HTMLInputElement;
    field.value = 'Clinical-Officer-202';
    page.document.dispatchEvent(new page.window.Event('coaz:hydrated'));
    field.value = 'Clinical-Officer-2026';
    field.dispatchEvent(new page.window.Event('input', { bubbles: true }));
    await page.nextTask();
    expect(field.value).toBe('Clinical-Officer-2026');
  });

  it('gives the app a field filled without input events, as a password manager fills', async () => {
    const page = await openPage({
      body: '<input name="username"><input type="password" name="password"><input type="checkbox" name="remember"><input name="kept" value="as served">',
    });
    const fields = [...page.document.querySelectorAll('input')];
    const field = (name: string) => fields.find((input) => input.name === name) as HTMLInputElement;
    field('username').value = 'demo.admin';
    field('password').value = 'Demo-2026!';
    const entered: string[] = [];
    for (const field of fields) {
      field.addEventListener('input', () => entered.push(`${field.name}=${field.value}`));
    }
    page.document.dispatchEvent(new page.window.Event('coaz:hydrated'));
    await page.nextTask();
    expect(entered).toEqual(['username=demo.admin', 'password=Demo-2026!']);
  });

  it('presses a held button again only after giving the app what was typed', async () => {
    const page = await openPage({
      body: '<form><input name="username"><button type="submit">Log in</button></form>',
    });
    const field = page.document.querySelector('input') as HTMLInputElement;
    const button = page.document.querySelector('button') as HTMLButtonElement;
    field.value = 'demo.admin';
    button.click();
    const seen: string[] = [];
    field.addEventListener('input', () => seen.push('input'));
    page.document.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push('submit');
    });
    page.document.dispatchEvent(new page.window.Event('coaz:hydrated'));
    // The app sends the event from an effect, where React would apply only the first field's
    // event: the text is given back a task later, and the press a task after that, once the app
    // has rendered it.
    expect(seen).toEqual([]);
    await page.nextTask();
    expect(seen).toEqual(['input']);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await page.nextTask();
    expect(seen).toEqual(['input', 'submit']);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('holds a press made after the app hydrated but before the typing is given back', async () => {
    const page = await openPage({
      body: '<form><input name="username"><button type="submit">Log in</button></form>',
    });
    const field = page.document.querySelector('input') as HTMLInputElement;
    const button = page.document.querySelector('button') as HTMLButtonElement;
    field.value = 'demo.admin';
    field.focus();
    const seen: string[] = [];
    field.addEventListener('input', () => seen.push('input'));
    page.document.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push('submit');
    });
    page.document.dispatchEvent(new page.window.Event('coaz:hydrated'));
    // A render may have emptied the field by now: the press waits for the text to be given back.
    button.click();
    expect(seen).toEqual([]);
    await page.nextTask();
    await page.nextTask();
    expect(seen).toEqual(['input', 'submit']);
  });

  it("closes the header's innermost open menu with Escape, without the app, and gives focus back", async () => {
    const page = await openPage({
      body: `<header data-escape-closes-menus><details id="phone" open><summary>Menu</summary>
          <details id="group" open><summary>Association</summary><a href="/about">About</a></details>
        </details></header>
        <details id="elsewhere" open><summary>Read more</summary></details>`,
    });
    const pressEscape = () =>
      page.document.dispatchEvent(
        new page.window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
      );
    const menu = (id: string) => page.document.getElementById(id) as HTMLDetailsElement;
    page.document.querySelector('a')?.focus();
    pressEscape();
    expect(menu('group').open).toBe(false);
    expect(menu('phone').open).toBe(true);
    expect(page.document.activeElement?.textContent).toBe('Association');
    pressEscape();
    expect(menu('phone').open).toBe(false);
    expect(page.document.activeElement?.textContent).toBe('Menu');
    pressEscape();
    expect(menu('elsewhere').open).toBe(true);
    expect(page.started()).toBe(false);
  });

  it("closes the header's menu when focus moves out of it, without the app", async () => {
    const page = await openPage({
      body: `<a href="#main">Skip</a><header data-escape-closes-menus>
          <details id="phone" open><summary>Menu</summary>
            <details id="group" open><summary>Association</summary><a href="/about">About</a></details>
            <a href="/login">Log in</a>
          </details></header>
        <main id="main"><a href="/news">News</a></main>`,
    });
    const menu = (id: string) => page.document.getElementById(id) as HTMLDetailsElement;
    const link = (name: string) =>
      Array.from(page.document.querySelectorAll('a')).find((a) => a.textContent === name);
    link('About')?.focus();
    // The groups inside the phone menu open in place: moving on inside it leaves them open.
    link('Log in')?.focus();
    expect(menu('group').open).toBe(true);
    expect(menu('phone').open).toBe(true);
    // Focus going nowhere (the window left) is not the visitor moving on.
    link('Log in')?.blur();
    expect(menu('phone').open).toBe(true);
    link('About')?.focus();
    link('News')?.focus();
    expect(menu('phone').open).toBe(false);
    expect(menu('group').open).toBe(false);
    expect(page.started()).toBe(false);
  });

  it('leaves Escape and focus moving out of a menu to the app once it runs', async () => {
    const page = await openPage({
      body: `<header data-escape-closes-menus><details open><summary>Menu</summary></details></header>
        <a href="/news">News</a>`,
    });
    page.document.dispatchEvent(new page.window.Event('coaz:hydrated'));
    page.document.dispatchEvent(
      new page.window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
    expect((page.document.querySelector('details') as HTMLDetailsElement).open).toBe(true);
    page.document.querySelector('summary')?.focus();
    page.document.querySelector('a')?.focus();
    expect((page.document.querySelector('details') as HTMLDetailsElement).open).toBe(true);
  });

  // What a deploy does to a page opened before it (its reload is in e2e/code-gone-after-deploy):
  // the app's files are gone, and its start-up script reports an error. This window cannot ask
  // the site whether it answers, as a visitor without a connection cannot.
  it('lets a start with no press waiting fail quietly, and starts again at the next press', async () => {
    const page = await openPage({
      body: '<input type="search"><button type="button">Menu</button>',
    });
    page.document.querySelector('input')?.focus();
    page.document
      .querySelector('head script[type="module"]')
      ?.dispatchEvent(new page.window.Event('error'));
    await page.nextTask();
    // Nothing stays dimmed as if starting, and nothing is said to a visitor who pressed nothing.
    expect(page.document.documentElement.hasAttribute('data-app-starting')).toBe(false);
    expect(page.document.querySelector('[role="alert"], [role="status"]')).toBeNull();

    (page.document.querySelector('button') as HTMLButtonElement).click();
    expect(page.document.querySelectorAll('head script[type="module"]')).toHaveLength(2);
    expect(page.document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
  });

  it('lets a held press go when the app fails and the site does not answer, and says so', async () => {
    const page = await openPage();
    const button = page.document.querySelector('button') as HTMLButtonElement;
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    page.document
      .querySelector('link[rel="modulepreload"]')
      ?.dispatchEvent(new page.window.Event('error'));
    await new Promise((resolve) => page.window.setTimeout(resolve, 150));
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(page.document.querySelector('[role="alert"] p')?.textContent).toBe(
      'This page could not load what that button needs. Check your connection, then press it again.',
    );
    // The note's own button needs no app.
    const scripts = page.document.querySelectorAll('head script[type="module"]').length;
    (page.document.querySelector('[role="alert"] button') as HTMLButtonElement).click();
    expect(page.document.querySelector('[role="alert"]')).toBeNull();
    expect(page.document.querySelectorAll('head script[type="module"]')).toHaveLength(scripts);
  });

  it('starts at once for an address with a query, which the prerendered page cannot show', async () => {
    const page = await openPage({ url: 'https://coaz.test/news?article=3' });
    // The starter runs in the head, before the start-up script at the end of the page arrives:
    // what it runs must still be that script.
    expect(page.document.querySelector('head script[type="module"]')?.textContent).toContain(
      'import("/assets/entry.js")',
    );
  });

  // The page a reload for a new build opened asks for the recovery file (recover-after-deploy.ts) to
  // put back what was typed, and its app waits for that. This window runs no modules, as a visitor
  // whose connection dropped right after the reload gets none: the app must start all the same.
  it('starts the app of a page a reload for a new build opened, even without the recovery file', async () => {
    const page = await openPage({
      url: 'https://coaz.test/news?article=3',
      historyState: { coazReloadedForNewBuild: { pressed: 'button', typed: { 'q 0': 'cpd' } } },
    });
    await new Promise((resolve) => page.window.setTimeout(resolve, 50));
    expect(page.started()).toBe(true);
  });

  it('starts at once for a member signed in in this tab', async () => {
    expect((await openPage({ signedIn: true })).started()).toBe(true);
  });

  it('starts on request', async () => {
    const page = await openPage();
    page.document.dispatchEvent(new page.window.Event('coaz:start-app'));
    expect(page.started()).toBe(true);
  });

  it('starts when data from the server comes near the screen, not before', async () => {
    let report: IntersectionObserverCallback = () => undefined;
    const page = await openPage({
      body: '<section data-app-start="visible">Figures</section>',
      observer: (callback) => {
        report = callback;
      },
    });
    const entry = (isIntersecting: boolean) =>
      ({ isIntersecting }) as unknown as IntersectionObserverEntry;
    report([entry(false)], {} as IntersectionObserver);
    expect(page.started()).toBe(false);
    report([entry(true)], {} as IntersectionObserver);
    expect(page.started()).toBe(true);
  });

  it('starts at once for data from the server in a browser that cannot watch the screen', async () => {
    const page = await openPage({ body: '<section data-app-start="visible">Figures</section>' });
    expect(page.started()).toBe(true);
  });
});

describe('the starter on a page whose form works without the app', () => {
  const CHECKING = 'Checking the membership number…';
  const plainForm = `<form method="get" action="/verify" data-sends-without-app="${CHECKING}">
      <label>Membership number <input name="number"></label>
      <button type="submit">Check membership</button>
    </form>`;

  /** The form sent as Enter in its field sends it: a submit event, its button the submitter. */
  function submit(page: Awaited<ReturnType<typeof openPage>>) {
    const form = page.document.querySelector('form') as HTMLFormElement;
    const button = form.querySelector('button') as HTMLButtonElement;
    const event = new page.window.SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: button,
    });
    form.dispatchEvent(event);
    return { button, event };
  }

  const statusNote = (page: Awaited<ReturnType<typeof openPage>>) =>
    page.document.querySelector('[data-starter-note] [role="status"]')?.textContent;

  it('does not start the app when its field is focused, typed in or its button pressed', async () => {
    const page = await openPage({ body: plainForm, url: 'https://coaz.test/verify' });
    const field = page.document.querySelector('input') as HTMLInputElement;
    field.focus();
    field.dispatchEvent(new page.window.KeyboardEvent('keydown', { key: '4', bubbles: true }));
    const button = page.document.querySelector('button') as HTMLButtonElement;
    button.dispatchEvent(new page.window.MouseEvent('pointerdown', { bubbles: true }));
    const presses: boolean[] = [];
    // The press is seen before jsdom sends the form; a held press would be prevented.
    button.addEventListener('click', (event) => {
      presses.push(event.defaultPrevented);
      event.preventDefault();
    });
    button.click();
    expect(presses).toEqual([false]);
    expect(page.started()).toBe(false);
    expect(page.document.querySelector('link[rel="modulepreload"]')).toBeNull();
  });

  it('says its words in a live region, the button busy, while the answer is on its way', async () => {
    const page = await openPage({ body: plainForm, url: 'https://coaz.test/verify' });
    const { button, event } = submit(page);
    expect(event.defaultPrevented).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // The region is in the page before its words, so a screen reader says them.
    expect(page.document.querySelector('[data-starter-note] [role="status"]')).not.toBeNull();
    await new Promise((resolve) => page.window.setTimeout(resolve, 150));
    expect(statusNote(page)).toContain(CHECKING);
    expect(page.started()).toBe(false);
  });

  it('forgets the words when the browser brings the page back from the answer', async () => {
    const page = await openPage({ body: plainForm, url: 'https://coaz.test/verify' });
    const { button } = submit(page);
    await new Promise((resolve) => page.window.setTimeout(resolve, 150));
    expect(statusNote(page)).toContain(CHECKING);
    page.window.dispatchEvent(new page.window.PageTransitionEvent('pageshow', { persisted: true }));
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(page.document.querySelector('[data-starter-note]')).toBeNull();
  });

  it('says nothing for a submit the running app answers itself', async () => {
    const page = await openPage({ body: plainForm, url: 'https://coaz.test/verify' });
    page.document.dispatchEvent(new page.window.Event('coaz:hydrated'));
    // The app's handlers listen on the document, as React's do.
    page.document.addEventListener('submit', (event) => event.preventDefault());
    const { button } = submit(page);
    await new Promise((resolve) => page.window.setTimeout(resolve, 150));
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(page.document.querySelector('[data-starter-note]')).toBeNull();
  });

  it('holds the button of a GET form not marked so, and sends it the browser’s way if the app fails', async () => {
    const page = await openPage({
      body: plainForm.replace(/ data-sends-without-app="[^"]*"/, ''),
      url: 'https://coaz.test/verify',
    });
    const form = page.document.querySelector('form') as HTMLFormElement;
    const sent: boolean[] = [];
    form.addEventListener('submit', (event) => {
      sent.push(event.defaultPrevented);
      // jsdom cannot open the answer's page.
      event.preventDefault();
    });
    (form.querySelector('button') as HTMLButtonElement).click();
    expect(page.started()).toBe(true);
    expect(sent).toEqual([]);
    page.document
      .querySelector('link[rel="modulepreload"]')
      ?.dispatchEvent(new page.window.Event('error'));
    await page.nextTask();
    expect(sent).toEqual([false]);
  });

  it('still starts the app for a form not marked so', async () => {
    const page = await openPage({
      body: plainForm.replace(/ data-sends-without-app="[^"]*"/, ''),
      url: 'https://coaz.test/verify',
    });
    page.document.querySelector('input')?.focus();
    expect(page.started()).toBe(true);
  });
});
