import { describe, expect, it } from 'vitest';
import { testEvent } from '../test-support/content-server';
import { eventGroups } from './event-groups';

// Lusaka is two hours ahead of UTC: midnight there is 22:00 UTC the evening before.
const congress = testEvent({
  id: 1,
  title: 'Scientific congress',
  date: '2026-12-04',
  endDate: '2026-12-08',
  startTime: '08:00',
  endTime: '17:00',
});
const screening = testEvent({
  id: 2,
  title: 'Screening day',
  date: '2026-12-06',
  startTime: null,
  endTime: null,
});
const workshop = testEvent({
  id: 3,
  title: 'Workshop',
  date: '2026-12-06',
  startTime: '14:00',
  endTime: '16:00',
});
// As the API lists them: by start, so the one under way first.
const listed = [congress, screening, workshop];
const titles = (events: readonly { title: string }[]) => events.map((event) => event.title);

describe('eventGroups', () => {
  it('lists a day-long event as upcoming until midnight in Lusaka, and as happening now from then', () => {
    const beforeMidnight = eventGroups(listed, new Date('2026-12-05T21:59:59Z'));
    expect(titles(beforeMidnight.upcoming)).toEqual(['Screening day', 'Workshop']);
    // 00:00 on 6 December in Lusaka, still the 5th in UTC.
    const atMidnight = eventGroups(listed, new Date('2026-12-05T22:00:00Z'));
    expect(titles(atMidnight.happeningNow)).toEqual(['Scientific congress', 'Screening day']);
    expect(titles(atMidnight.upcoming)).toEqual(['Workshop']);
  });

  it('keeps a congress on its third day under happening now, not upcoming, even overnight', () => {
    const overnight = eventGroups([congress], new Date('2026-12-06T01:00:00Z'));
    expect(titles(overnight.happeningNow)).toEqual(['Scientific congress']);
    expect(overnight.upcoming).toEqual([]);
  });

  it('moves an event of today to happening now at its start time in Lusaka', () => {
    const before = eventGroups(listed, new Date('2026-12-06T11:59:00Z'));
    expect(titles(before.upcoming)).toEqual(['Workshop']);
    const started = eventGroups(listed, new Date('2026-12-06T12:00:00Z'));
    expect(titles(started.happeningNow)).toEqual([
      'Scientific congress',
      'Screening day',
      'Workshop',
    ]);
    expect(started.upcoming).toEqual([]);
  });

  it('lists an event of tomorrow as upcoming, which only midnight changes', () => {
    const { happeningNow, upcoming } = eventGroups(
      [testEvent({ id: 4, title: 'AGM', date: '2026-12-07', startTime: '00:30' })],
      new Date('2026-12-06T21:00:00Z'),
    );
    expect(happeningNow).toEqual([]);
    expect(titles(upcoming)).toEqual(['AGM']);
  });
});
