import type { Page, Response } from '@playwright/test';

/**
 * Opens a page and waits until its JavaScript has taken over (the app marks `<html>` with
 * `data-hydrated`), so clicks reach React rather than the prerendered HTML.
 */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}
