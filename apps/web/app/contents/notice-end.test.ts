import { afterEach, expect, it } from 'vitest';
import { noteServerDate } from '../api/server-clock';
import { noticeEnded } from './notice-end';

afterEach(() => {
  // Back to the device's own time for the next test.
  noteServerDate(new Date(Date.now() - 500).toUTCString(), Date.now());
});

it('calls a notice ended by Lusaka’s date on the server’s clock, not the device’s', () => {
  // The server reads 23:00 in Lusaka on 5 December 2026, whatever the device's clock reads.
  noteServerDate('Sat, 05 Dec 2026 21:00:00 GMT', Date.now());
  expect(noticeEnded({ showUntil: '2026-12-05' })).toBe(false);
  expect(noticeEnded({ showUntil: '2026-12-04' })).toBe(true);
  // An hour on, it is 6 December in Lusaka: the notice shown until the 5th has ended.
  noteServerDate('Sat, 05 Dec 2026 22:00:00 GMT', Date.now());
  expect(noticeEnded({ showUntil: '2026-12-05' })).toBe(true);
  expect(noticeEnded({ showUntil: null })).toBe(false);
});
