import { expect, test } from '@playwright/test';

test('the home page shows the association as its main heading', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home | Clinical Officers Association of Zambia');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Clinical Officers Association of Zambia',
  );
});

test('the home page is prerendered: its HTML holds the heading before any script runs', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Home | Clinical Officers Association of Zambia</title>');
  expect(html).toMatch(/<h1[^>]*>Clinical Officers Association of Zambia<\/h1>/);
});
