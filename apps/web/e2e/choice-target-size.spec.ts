import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logIn } from './member-session';
import { openPage } from './open-page';

// axe's target-size (WCAG 2.2) found the studio's Publication radios 13 by 13 CSS pixels, the
// browser's own size; app.css makes every radio button and checkbox 24 by 24.

test('the studio’s Publication radios are targets of 24 by 24 CSS pixels at least', async ({
  page,
}) => {
  await logIn(page, 'demo.editor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openPage(page, '/dashboard?mode=edit&section=news');
  await page
    .getByRole('region', { name: 'News' })
    .getByRole('button', { name: 'Add a news item' })
    .click();
  const form = page.getByRole('form', { name: 'Add a news item' });
  await form.getByRole('radio', { name: /^Scheduled/ }).check();
  for (const radio of await form.getByRole('radio').all()) {
    const box = await radio.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
  }
  const results = await new AxeBuilder({ page })
    .include('form[aria-labelledby]')
    .withRules(['target-size'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
