import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

test('the assistant answers with a citation that opens the cited Article on /constitution', async ({
  page,
}) => {
  await openPage(page, '/about');
  await page.getByRole('button', { name: 'Ask about the constitution' }).click();
  const assistant = page.getByRole('dialog', { name: 'COAZ constitution assistant' });
  // The first health check runs when the window first opens.
  await expect(assistant.getByText('Online', { exact: true })).toBeVisible({ timeout: 15_000 });
  await assistant
    .getByRole('textbox', { name: 'Your question' })
    .fill('Who can become a member of the association?');
  await assistant.getByRole('button', { name: 'Send' }).click();
  const citation = assistant.getByRole('link', { name: /^Article \d+/ }).first();
  await expect(citation).toBeVisible({ timeout: 20_000 });
  const articleNumber = /Article (\d+)/.exec((await citation.textContent()) ?? '')?.[1];
  if (!articleNumber) throw new Error('the citation names no Article');
  await citation.click();
  await expect(page).toHaveURL(new RegExp(`/constitution#article-${articleNumber}$`));
  const article = page.locator(`[id="article-${articleNumber}"]`);
  await expect(article.getByRole('heading', { level: 3 })).toContainText(
    `Article ${articleNumber}:`,
  );
  await expect(article).toBeInViewport();
});

test('the assistant is on every page, its code fetched only when it is asked for', async ({
  page,
}) => {
  const response = await page.request.get('/membership/life_membership');
  expect(await response.text()).toContain('aria-label="Ask about the constitution"');
  const chatCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(site-chat-widget|chat-window)-/.test(request.url()))
      chatCode.push(request.url());
  });
  await openPage(page, '/membership/life_membership');
  const launcher = page.getByRole('button', { name: 'Ask about the constitution' });
  await expect(launcher).toBeVisible();
  expect(chatCode).toEqual([]);
  await launcher.click();
  await expect(page.getByRole('textbox', { name: 'Your question' })).toBeVisible();
  expect(chatCode.length).toBeGreaterThan(0);
});

// What a screen reader hears: the live region says "writing…" once when the question goes, then
// the answer; a few seconds later the region is empty, so reading the window line by line meets
// the answer only in the conversation, not a second time after Send.
test('the assistant says it is writing, then its answer, which leaves the live region after it is said', async ({
  page,
}) => {
  await openPage(page, '/about');
  await page.getByRole('button', { name: 'Ask about the constitution' }).click();
  const assistant = page.getByRole('dialog', { name: 'COAZ constitution assistant' });
  await expect(assistant.getByText('Online', { exact: true })).toBeVisible({ timeout: 15_000 });
  const live = assistant.locator('[aria-live="polite"]');
  await live.evaluate((region) => {
    const heard: string[] = [];
    Object.assign(window, { heard });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) heard.push(node.textContent ?? '');
      }
    }).observe(region, { childList: true, subtree: true });
  });
  await assistant
    .getByRole('textbox', { name: 'Your question' })
    .fill('Who can become a member of the association?');
  await assistant.getByRole('button', { name: 'Send' }).click();
  await expect(assistant.getByRole('link', { name: /^Article \d+/ }).first()).toBeVisible({
    timeout: 20_000,
  });

  const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  expect(heard[0]).toBe('The assistant is writing…');
  expect(heard.filter((text) => text === 'The assistant is writing…')).toHaveLength(1);
  const answer = heard.at(-1) ?? '';
  expect(answer).not.toMatch(/^$|^The assistant is writing/);
  await expect(live).toHaveText(answer);
  await expect(live).toHaveText('', { timeout: 10_000 });
  const dialogText = (await assistant.textContent()) ?? '';
  expect(dialogText.split(answer)).toHaveLength(2);
});
