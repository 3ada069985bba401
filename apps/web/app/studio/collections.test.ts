import { describe, expect, it } from 'vitest';
import { lusakaToday } from '../dates/lusaka-time';
import { COLLECTIONS } from './collections';

/** A Lusaka day `days` from today, as `YYYY-MM-DD`. */
function dayFromToday(days: number): string {
  const today = new Date(`${lusakaToday()}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

const vacancy = (closingOn: string) =>
  ({ company: 'Ministry of Health', closingOn }) as Parameters<
    typeof COLLECTIONS.vacancies.summaryOf
  >[0];

describe('the studio list’s line under a vacancy', () => {
  it('says a vacancy whose closing day has passed is closed, and one still open closes', () => {
    expect(COLLECTIONS.vacancies.summaryOf(vacancy(dayFromToday(-1)))).toMatch(
      /^Ministry of Health · closed \d{1,2} \w+ \d{4}$/,
    );
    // Open to the end of its closing day.
    expect(COLLECTIONS.vacancies.summaryOf(vacancy(dayFromToday(0)))).toMatch(/ · closes /);
    expect(COLLECTIONS.vacancies.summaryOf(vacancy(dayFromToday(30)))).toMatch(/ · closes /);
  });
});
