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

test('on a 360 px phone the field opens with the page title and its label in view, not under the header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const icon = page.getByRole('banner').getByRole('link', { name: 'Search the site' });
  const title = page.getByRole('heading', { level: 1, name: 'Search the site' });
  const label = page.getByText('Words to look for', { exact: true });
  const headerBottom = async () =>
    (await page.getByRole('banner').boundingBox())?.height ?? Number.POSITIVE_INFINITY;
  for (const open of [(path: string) => page.goto(path), (path: string) => openPage(page, path)]) {
    await open('/about');
    await icon.click();
    await expect(page.getByRole('searchbox', { name: 'Words to look for' })).toBeFocused();
    // Measured once the page has settled where the fragment put it.
    await expect(async () => {
      const bottom = await headerBottom();
      for (const shown of [title, label]) {
        await expect(shown).toBeInViewport();
        expect((await shown.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(bottom);
      }
    }).toPass();
  }
});
