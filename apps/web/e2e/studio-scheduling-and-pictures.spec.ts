import { expect, test } from '@playwright/test';
import { squarePng } from './drawn-picture';
import { logIn } from './member-session';
import { openPage } from './open-page';

/** A Lusaka day `days` from today, as `YYYY-MM-DD` (what a date input takes). */
function lusakaDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lusaka' }).format(day);
}

// The browser's own decoder reads the width: jsdom's tests stand one in.
test('a picture narrower than its card is refused as it is chosen, one wide enough taken', async ({
  page,
}) => {
  await logIn(page, 'demo.editor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openPage(page, '/dashboard?mode=edit&section=news');
  await page.getByRole('button', { name: 'Add a news item' }).click();
  const form = page.getByRole('form', { name: 'Add a news item' });
  const chooser = () => form.getByLabel(/^(Choose|Replace) a picture/);
  await chooser().setInputFiles({
    name: 'icon.png',
    mimeType: 'image/png',
    buffer: await squarePng(page, 12),
  });
  await expect(chooser()).toHaveAccessibleDescription(
    /“icon\.png” is 12 pixels wide, too small for the site, which shows it at least 320 pixels wide/,
  );
  await expect(chooser()).toBeFocused();
  await expect(form.getByLabel(/Alt text/)).toHaveCount(0);
  await chooser().setInputFiles({
    name: 'hall.png',
    mimeType: 'image/png',
    buffer: await squarePng(page, 640),
  });
  await expect(form.getByLabel(/Alt text/)).toBeVisible();
  await expect(form.getByText(/pixels wide/)).toHaveCount(0);
});

// Saved as "Scheduled, not on the site yet", such an event only ever showed under Past events.
test('an event scheduled for after it ends is warned of at its date and when saved', async ({
  page,
}) => {
  test.slow();
  await logIn(page, 'demo.editor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openPage(page, '/dashboard?mode=edit&section=events');
  await page.getByRole('button', { name: 'Add an event' }).click();
  const form = page.getByRole('form', { name: 'Add an event' });
  await form.getByLabel(/^Title/).fill(`CPD evening in Ndola ${Date.now()}`);
  const date = form.getByLabel(/^Date/);
  await date.fill(lusakaDay(3));
  await form.getByLabel(/^Venue/).fill('Ndola Teaching Hospital');
  await form.getByLabel(/Scheduled/).check();
  await form.getByLabel(/Publish on/).fill(lusakaDay(5));
  await form.getByLabel(/At \(Lusaka time\)/).fill('08:00');
  await expect(date).toHaveAccessibleDescription(
    /That day is before the day the event is scheduled to go on the site: it will have ended by then/,
  );
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(
    page.getByText(
      /^Scheduled, but not where you may expect once it is on the site: it will have ended by /,
    ),
  ).toBeVisible();
});
