import { expect, test } from '@playwright/test';
import { logIn } from './member-session';
import { openPage } from './open-page';

// A keyboard and screen-reader tour of the studio: Escape did not close an entry's history, its
// preview (the saved one or the one typed in the form) nor the question of its deletion, and the question opened at the top of the section, far from the
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

test('Escape closes a saved entry’s preview and the typed one, the cursor back on Preview', async ({
  page,
}) => {
  await logIn(page, 'demo.editor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openPage(page, '/dashboard?mode=edit&section=news');
  const studio = page.getByRole('region', { name: 'News' });
  const line = studio.getByRole('list', { name: 'News' }).getByRole('listitem').last();

  const preview = line.getByRole('button', { name: /^Preview / });
  await preview.focus();
  await page.keyboard.press('Enter');
  const saved = studio.getByRole('region', { name: 'Preview' });
  await expect(saved).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(saved).toHaveCount(0);
  await expect(preview).toBeFocused();

  await studio.getByRole('button', { name: 'Add a news item' }).click();
  const form = page.getByRole('form', { name: 'Add a news item' });
  await form.getByLabel(/^Title/).fill('Sample preview closed by Escape');
  const formPreview = form.getByRole('button', { name: 'Preview' });
  await formPreview.focus();
  await page.keyboard.press('Enter');
  const typed = studio.getByRole('region', { name: 'Preview' });
  await expect(typed).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(typed).toHaveCount(0);
  await expect(formPreview).toBeFocused();
  await expect(form.getByLabel(/^Title/)).toHaveValue('Sample preview closed by Escape');
});
