import { expect, test } from '@playwright/test';
import { logIn } from './member-session';
import { openPage } from './open-page';

// A keyboard and screen-reader tour of the studio: Escape did not close an entry's history nor
// the question of its deletion, and the question opened at the top of the section, far from the
// Delete pressed, off a phone's screen on a long list. Nothing is deleted here.

test.use({ viewport: { width: 360, height: 740 } });

test('Escape closes the history and the deletion question, which opens in the entry’s line', async ({
  page,
}) => {
  await logIn(page, 'demo.editor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openPage(page, '/dashboard?mode=edit&section=news');
  const studio = page.getByRole('region', { name: 'News' });
  const line = studio.getByRole('list', { name: 'News' }).getByRole('listitem').last();

  const history = line.getByRole('button', { name: /^History of / });
  await history.focus();
  await page.keyboard.press('Enter');
  const panel = studio.getByRole('region', { name: /^History of / });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(history).toBeFocused();

  const remove = line.getByRole('button', { name: /^Delete / });
  await remove.focus();
  await page.keyboard.press('Enter');
  const question = line.getByRole('region', { name: 'Confirm deletion' });
  await expect(question).toBeInViewport();
  await expect(question).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(remove).toBeFocused();
});
