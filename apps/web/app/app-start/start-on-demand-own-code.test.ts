// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { compileStarter } from './compile-starter';
import { deferAppStart } from './defer-app-start';

// The starter exactly as the build compiles it into every page.
const starterSource = await compileStarter();

/** A prerendered page with a control that brings its own code, the starter running. */
async function openPage() {
  const body =
    '<button type="button">Menu</button><div data-app-start="own" data-app-start-src="/assets/chat-island-1.js"><button type="button" id="launcher">Ask</button></div>';
  const prerendered = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js"/></head><body>${body}<script type="module" async="">import * as route0 from "/assets/root.js"; window.__reactRouterRouteModules = {"root":route0}; import("/assets/entry.js");</script></body></html>`;
  const html = deferAppStart(prerendered, { starterSource, sessionKey: 'coaz.accessToken' });
  const dom = new JSDOM(html, { url: 'https://coaz.test/about', runScripts: 'dangerously' });
  const { document } = dom.window;
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => dom.window.addEventListener('load', resolve));
  }
  const launcher = document.getElementById('launcher') as HTMLButtonElement;
  return {
    window: dom.window,
    document,
    launcher,
    /** Resolves once the page's pending tasks have run. */
    nextTask: () => new Promise((resolve) => dom.window.setTimeout(resolve)),
    press: (target: Element = launcher) => {
      target.dispatchEvent(new dom.window.MouseEvent('pointerdown', { bubbles: true }));
      target.dispatchEvent(new dom.window.Event('focusin', { bubbles: true }));
      (target as HTMLElement).click();
    },
    appStarted: () => document.querySelector('head script[type="module"]:not([src])') !== null,
    ownScripts: () =>
      [...document.querySelectorAll('head script[src]')].map((s) => s.getAttribute('src')),
    ownPreloads: () =>
      [...document.querySelectorAll('head link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      ),
  };
}

describe('a control that brings its own code (data-app-start="own")', () => {
  it('loads its own module when pressed, not the app', async () => {
    const page = await openPage();
    page.press();
    expect(page.appStarted()).toBe(false);
    expect(page.ownPreloads()).toEqual(['/assets/chat-island-1.js']);
    expect(page.ownScripts()).toEqual(['/assets/chat-island-1.js']);
    const script = page.document.querySelector('head script[src]') as HTMLScriptElement;
    expect(script.type).toBe('module');
    expect(page.launcher.getAttribute('aria-busy')).toBe('true');
  });

  it('loads it once however often it is pressed', async () => {
    const page = await openPage();
    page.press();
    page.press();
    expect(page.ownScripts()).toHaveLength(1);
    expect(page.ownPreloads()).toHaveLength(1);
    expect(page.appStarted()).toBe(false);
  });

  it('does not load it when focus only passes over it', async () => {
    const page = await openPage();
    page.launcher.focus();
    page.launcher.dispatchEvent(
      new page.window.KeyboardEvent('keydown', { key: 'Tab', bubbles: true }),
    );
    expect(page.ownScripts()).toEqual([]);
    expect(page.appStarted()).toBe(false);
  });

  it('leaves every other control to start the app', async () => {
    const page = await openPage();
    page.press(page.document.querySelector('button') as HTMLButtonElement);
    expect(page.appStarted()).toBe(true);
    expect(page.ownScripts()).toEqual([]);
  });

  it('is left to the app once the app runs', async () => {
    const page = await openPage();
    page.document.dispatchEvent(new page.window.Event('coaz:hydrated'));
    page.press();
    expect(page.ownScripts()).toEqual([]);
    expect(page.launcher.hasAttribute('aria-busy')).toBe(false);
  });

  it('can be pressed again after its download failed, and says it could not be loaded', async () => {
    const page = await openPage();
    page.press();
    const failed = page.document.querySelector('head script[src]') as HTMLScriptElement;
    failed.dispatchEvent(new page.window.Event('error'));
    // It first asks the file's address whether a deploy removed it (this window cannot ask).
    await page.nextTask();

    expect(page.launcher.hasAttribute('aria-busy')).toBe(false);
    expect(page.document.querySelector('[role="alert"]')?.textContent).toBe(
      'The assistant could not be loaded. Check your connection, then press its button again.',
    );
    // Outside the markup the app hydrates.
    expect(page.document.querySelector('[role="alert"]')?.closest('[data-app-start]')).toBeNull();

    page.press();
    // Under an address of its own: a browser may keep the first address's failure.
    expect(page.ownScripts()).toEqual(['/assets/chat-island-1.js?try=2']);
    expect(page.ownPreloads()).toEqual([
      '/assets/chat-island-1.js',
      '/assets/chat-island-1.js?try=2',
    ]);
    expect(page.launcher.getAttribute('aria-busy')).toBe('true');
    expect(page.document.querySelector('[role="alert"]')).toBeNull();
    expect(page.appStarted()).toBe(false);
  });

  it('says it is opening while a slow download is on its way, and no more once it has run', async () => {
    const page = await openPage();
    page.press();
    expect(page.document.querySelector('[role="status"]')).toBeNull();
    await new Promise((resolve) => page.window.setTimeout(resolve, 600));
    expect(page.document.querySelector('[role="status"]')?.textContent).toBe(
      'Opening the assistant…',
    );
    const script = page.document.querySelector('head script[src]') as HTMLScriptElement;
    script.dispatchEvent(new page.window.Event('load'));
    expect(page.document.querySelector('[role="status"]')).toBeNull();
  });

  it('says nothing of a fast download', async () => {
    const page = await openPage();
    page.press();
    const script = page.document.querySelector('head script[src]') as HTMLScriptElement;
    script.dispatchEvent(new page.window.Event('load'));
    await new Promise((resolve) => page.window.setTimeout(resolve, 600));
    expect(page.document.querySelector('[role="status"], [role="alert"]')).toBeNull();
  });

  it('leaves a failure for the app to answer once the app runs', async () => {
    const page = await openPage();
    page.press();
    const failed = page.document.querySelector('head script[src]') as HTMLScriptElement;
    failed.dispatchEvent(new page.window.Event('error'));
    page.document.dispatchEvent(new page.window.Event('coaz:hydrated'));
    await page.nextTask();
    expect(page.document.querySelector('[role="alert"]')).toBeNull();
    page.press();
    expect(page.ownScripts()).toEqual([]);
  });
});
