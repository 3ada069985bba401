import { expect, type Page, test } from '@playwright/test';
import { startApp } from './open-page';

// The assistant's launcher, pressed before the app runs, loads the chat island: the assistant's
// own small bundle (app/chat/chat-island.tsx), not the app. These tests open pages the way a
// visitor does, without starting the app first.

/** Counts the scripts a page fetches. */
function countScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

// Each test waits for the chat service's answers on top of loading pages: room for a busy machine.
test.describe.configure({ timeout: 90_000 });

const launcher = (page: Page) => page.getByRole('button', { name: 'Ask about the constitution' });
const assistant = (page: Page) => page.getByRole('dialog', { name: 'COAZ constitution assistant' });

test('the launcher opens the assistant from its own bundle, focused, and Escape gives focus back', async ({
  page,
}) => {
  const scripts = countScripts(page);
  await page.goto('/about', { waitUntil: 'networkidle' });
  await launcher(page).click();
  const question = assistant(page).getByRole('textbox', { name: 'Your question' });
  await expect(question).toBeEnabled({ timeout: 15_000 });
  await expect(question).toBeFocused();
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/chat-island-[\w-]+\.js$/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close the constitution assistant' })).toHaveCount(
    1,
  );

  await question.fill('Who may vote?');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  expect(scripts).toHaveLength(1);

  await page.keyboard.press('Escape');
  await expect(assistant(page)).toBeHidden();
  await expect(launcher(page)).toHaveCount(1);
  await expect(launcher(page)).toBeFocused();
});

test('when the app starts later, the assistant keeps its conversation and one launcher, and its links go through the router', async ({
  page,
}) => {
  await page.goto('/about', { waitUntil: 'networkidle' });
  await launcher(page).click();
  const question = assistant(page).getByRole('textbox', { name: 'Your question' });
  await expect(question).toBeEnabled({ timeout: 15_000 });
  await question.fill('Who can become a member of the association?');
  await assistant(page).getByRole('button', { name: 'Send' }).click();
  const citation = assistant(page)
    .getByRole('link', { name: /^Article \d+/ })
    .first();
  await expect(citation).toBeVisible({ timeout: 20_000 });

  await startApp(page);
  await expect(assistant(page)).toContainText('Who can become a member of the association?');
  await expect(page.getByRole('button', { name: 'Close the constitution assistant' })).toHaveCount(
    1,
  );
  await expect(launcher(page)).toHaveCount(0);

  const articleNumber = /Article (\d+)/.exec((await citation.textContent()) ?? '')?.[1];
  if (!articleNumber) throw new Error('the citation names no Article');
  // A marker on the window survives only a navigation that does not reload the page.
  await page.evaluate(() => Object.assign(window, { coazSamePage: true }));
  await citation.click();
  await expect(page).toHaveURL(new RegExp(`/constitution#article-${articleNumber}$`));
  expect(await page.evaluate(() => 'coazSamePage' in window)).toBe(true);
});
