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
  // The field still takes the member's typing (a question sent now gets the offline reply).
  await question.fill('Who may vote?');
  await expect(question).toHaveValue('Who may vote?');

  // It comes back: the next poll finds it without the visitor doing anything.
  await page.unroute('**/api/health');
  await page.clock.runFor(30_000);
  await expect(status).toHaveText('Online');
  await expect(question).toBeEnabled();
});

// On a phone whose connection drops as the member presses the assistant, after the app started:
// the download of the assistant's code fails. The page, and what was typed into it, stays; the
// corner says so in a small box above the launcher, and Try again brings the assistant.
test('a failed download of the assistant on a phone keeps the page and what was typed, and Try again opens it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openPage(page, '/login');
  await page.getByLabel('User name').fill('demo.active');
  await page.route('**/assets/site-chat-widget-*.js', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.getByRole('button', { name: 'Ask about the constitution' }).click();

  const failure = page.getByRole('alert').filter({ hasText: 'The assistant could not be loaded' });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await expect(page.getByLabel('User name')).toHaveValue('demo.active');
  const box = await failure.boundingBox();
  expect(box?.height).toBeLessThan(200);

  await page.unroute('**/assets/site-chat-widget-*.js');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'COAZ constitution assistant' })).toBeVisible();
});

// The same failure, left alone: the box must not cover the end of a phone's page until Try again
// is pressed. Close (or Esc) leaves only the launcher, which brings the assistant when pressed.
test('a failed download of the assistant on a phone can be closed, leaving the launcher to try again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openPage(page, '/about');
  await page.route('**/assets/site-chat-widget-*.js', (route) =>
    route.abort('internetdisconnected'),
  );
  const launcher = page.getByRole('button', { name: 'Ask about the constitution' });
  const failure = page.getByRole('alert').filter({ hasText: 'The assistant could not be loaded' });

  await launcher.click();
  await expect(failure).toBeVisible();
  await failure.getByRole('button', { name: 'Close' }).click();
  await expect(failure).toHaveCount(0);
  await expect(launcher).toBeFocused();
  // Nothing of the assistant's is left over the page but the launcher.
  await expect(page.locator('.coaz-chat-window')).toHaveCount(0);
  await expect(launcher).toBeVisible();

  await launcher.click();
  await expect(failure).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(failure).toHaveCount(0);

  await page.unroute('**/assets/site-chat-widget-*.js');
  await launcher.click();
  await expect(page.getByRole('dialog', { name: 'COAZ constitution assistant' })).toBeVisible();
});
