import { describe, expect, it } from 'vitest';
import { choiceProblems, publicationFields } from './publication';

// 10:00 in Lusaka on 6 December 2026.
const NOW = new Date('2026-12-06T08:00:00Z');
const schedule = (date: string, time: string) => ({ mode: 'schedule', date, time }) as const;

describe('choiceProblems', () => {
  it('says each missing half of a schedule at its own field', () => {
    expect(choiceProblems(schedule('2026-12-24', ''), NOW)).toEqual({
      publishTime: 'Enter the time to publish at, such as 14:30',
    });
    expect(choiceProblems(schedule('', '09:00'), NOW)).toEqual({
      publishAt: 'Enter the date to publish on',
    });
  });

  it('refuses what a browser with no date or time control holds as typed, never guessing', () => {
    for (const date of ['24/12/2026', '2026-02-30', '2026-12-4']) {
      expect(choiceProblems(schedule(date, '09:00'), NOW), date).toEqual({
        publishAt: 'Enter the date as year-month-day, such as 2026-12-11',
      });
    }
    for (const time of ['9:30', '9.30am', '24:00', '09:60']) {
      expect(choiceProblems(schedule('2026-12-24', time), NOW), time).toEqual({
        publishTime: 'Enter the time as hours and minutes on the 24-hour clock, such as 14:30',
      });
    }
  });

  it('asks for a later day, or a later time today, when the moment has passed in Lusaka', () => {
    expect(choiceProblems(schedule('2026-12-05', '23:00'), NOW)).toEqual({
      publishAt: 'That day has passed: choose today or a later day, or publish now',
    });
    expect(choiceProblems(schedule('2026-12-06', '09:59'), NOW)).toEqual({
      publishTime: 'That time has passed: choose a later time, or publish now',
    });
    expect(choiceProblems(schedule('2026-12-06', '10:01'), NOW)).toEqual({});
    expect(choiceProblems({ mode: 'now', date: '', time: '' }, NOW)).toEqual({});
  });

  it('sends a schedule typed with stray spaces as its Lusaka instant', () => {
    expect(publicationFields(schedule(' 2026-12-24 ', '09:00 '))).toEqual({
      status: 'published',
      publishAt: '2026-12-24T07:00:00.000Z',
    });
  });
});
