import { expect, test } from '@playwright/test';

// Printed, a page is its own content under one line naming the association and the address
// (site-print.css): a verification an HR officer files, or an article, without the menus, the
// footer or the assistant's button, and a verification says when it was checked.

test('a printed verification is the check alone, with who published it, where, and when', async ({
  page,
}) => {
  await page.goto('/verify/COAZ-000003');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'Check a membership' })).toBeVisible();
  await expect(page.locator('.site-print-line')).toHaveText(
    /^Clinical Officers Association of Zambia · https?:\/\/[^ ]+\/verify\/COAZ-000003$/,
  );
  await expect(page.getByText(/^Checked on \d{1,2} \w+ \d{4}, \d{2}:\d{2}/)).toBeVisible();
  for (const left of ['.site-header', '.coaz-footer', '.site-chat-slot']) {
    await expect(page.locator(left).first(), left).toBeHidden();
  }
  // Fits one A4 page: the body is no taller than A4's printable height at 96 px an inch.
  const height = await page.evaluate(() => document.body.scrollHeight);
  expect(height).toBeLessThan(1_050);
});

test('on screen the print line is not shown and the header is', async ({ page }) => {
  await page.goto('/verify/COAZ-000003');
  await expect(page.locator('.site-print-line')).toBeHidden();
  await expect(page.locator('.site-header').first()).toBeVisible();
});
