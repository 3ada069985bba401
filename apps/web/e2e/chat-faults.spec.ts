import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

// The chat service goes away and comes back while a visitor has the assistant open. The widget
// checks health every 30 s; the page's clock is stepped over those polls instead of waiting them
// out, while the requests themselves still reach the real server (or fail as a dead one would).
test('the assistant shows offline within one poll when the chat service stops, and recovers on its own', async ({
  page,
}) => {
  await page.clock.install();
  await openPage(page, '/about');
  await page.getByRole('button', { name: 'Ask about the constitution' }).click();
  const assistant = page.getByRole('dialog', { name: 'COAZ constitution assistant' });
  const status = assistant.getByRole('status').filter({ hasText: /Online|Offline|Checking/ });
  const question = assistant.getByRole('textbox', { name: 'Your question' });

  await page.clock.runFor(1_500);
  await expect(status).toHaveText('Online');
  await expect(question).toBeEnabled();

  // The service stops: connections to it are refused.
  await page.route('**/api/health', (route) => route.abort('connectionrefused'));
  await page.clock.runFor(30_000);
  await expect(status).toHaveText('Offline');
  await expect(question).toBeDisabled();

  // It comes back: the next poll finds it without the visitor doing anything.
  await page.unroute('**/api/health');
  await page.clock.runFor(30_000);
  await expect(status).toHaveText('Online');
  await expect(question).toBeEnabled();
});
