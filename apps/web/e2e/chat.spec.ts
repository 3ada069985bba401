import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

test('the assistant answers with a citation that opens the cited Article on /constitution', async ({
  page,
}) => {
  await openPage(page, '/about');
  await page.getByRole('button', { name: 'Ask about the constitution' }).click();
  const assistant = page.getByRole('dialog', { name: 'COAZ constitution assistant' });
  // The first health check runs a second after the widget mounts.
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

test('the assistant is on every page, loaded after the page itself', async ({ page }) => {
  const response = await page.request.get('/membership/life_membership');
  expect(await response.text()).not.toContain('Ask about the constitution');
  await openPage(page, '/membership/life_membership');
  await expect(page.getByRole('button', { name: 'Ask about the constitution' })).toBeVisible();
});
