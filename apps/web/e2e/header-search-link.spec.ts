import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

// On a phone the header has a search icon instead of the box: it opens /search with the cursor
// in the field, so the visitor types at once instead of tapping the field first.
test.use({ viewport: { width: 390, height: 844 } });

test('the phone header search icon puts the cursor in the search field, before and after the app starts', async ({
  page,
}) => {
  const icon = page.getByRole('banner').getByRole('link', { name: 'Search the site' });
  const field = page.getByRole('searchbox', { name: 'Words to look for' });

  await page.goto('/about');
  await icon.click();
  await expect(page).toHaveURL(/\/search/);
  await expect(field).toBeFocused();

  await openPage(page, '/about');
  await icon.click();
  await expect(page).toHaveURL(/\/search/);
  await expect(field).toBeFocused();
});
