import type { Page, Response } from '@playwright/test';

/**
 * Opens a page and waits until its JavaScript has taken over (the app marks `<html>` with
 * `data-hydrated`), so clicks reach React rather than the prerendered HTML. A prerendered page
 * starts its app only when it needs it (app/app-start/start-on-demand.ts); these tests are about
 * what the app does, so they ask it to start at once, as the starter allows.
 */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await startApp(page);
  return response;
}

/** Asks the page's starter to start the app now, and waits until it has hydrated. */
export async function startApp(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('coaz:start-app')));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
