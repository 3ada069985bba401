import { afterEach, describe, expect, it, vi } from 'vitest';
import { lusakaToday } from '../dates/lusaka-time';
import { fetchHearingServerClock, noteServerDate, serverNow } from './server-clock';

afterEach(() => {
  // Back to the device's own time for the next test.
  noteServerDate(new Date(Date.now() - 500).toUTCString(), Date.now());
  vi.restoreAllMocks();
});

describe('serverNow', () => {
  it('runs on from the server time last heard, whatever the device says', () => {
    // The server said 22:00 in Lusaka on 5 December while the phone read 6 December, 09:00.
    const phone = Date.parse('2026-12-06T07:00:00Z');
    noteServerDate('Sat, 05 Dec 2026 20:00:00 GMT', phone);
    expect(lusakaToday(serverNow(phone))).toBe('2026-12-05');
    // Ten minutes on by the phone's clock is ten minutes on by the server's.
    expect(serverNow(phone + 600_000).toISOString()).toBe('2026-12-05T20:10:00.500Z');
  });

  it('keeps what it knew when a header is missing or unreadable', () => {
    noteServerDate('Sat, 05 Dec 2026 20:00:00 GMT', 0);
    noteServerDate(null, 5);
    noteServerDate('yesterday', 5);
    expect(serverNow(0).toISOString()).toBe('2026-12-05T20:00:00.500Z');
  });
});

describe('fetchHearingServerClock', () => {
  const answer = (headers: Record<string, string>) =>
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]', { headers }));

  it('hears the server from an answer made afresh (no-store)', async () => {
    answer({ date: 'Sat, 05 Dec 2026 20:00:00 GMT', 'cache-control': 'no-store' });
    await fetchHearingServerClock('/api/contents');
    expect(lusakaToday(serverNow())).toBe('2026-12-05');
  });

  it('does not take the time of an answer the browser may have kept', async () => {
    const before = lusakaToday(serverNow());
    answer({ date: 'Mon, 01 Jan 2001 08:00:00 GMT', 'cache-control': 'max-age=60' });
    await fetchHearingServerClock('/api/vacancies?when=open');
    expect(lusakaToday(serverNow())).toBe(before);
  });
});
