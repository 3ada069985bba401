import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from './collections';
import { entryDateProblems } from './entry-date-problems';
import type { FormValues } from './field-spec';

const event = (values: FormValues) =>
  entryDateProblems(COLLECTIONS.events, { date: '2027-03-10', endDate: '', ...values });

describe('entryDateProblems', () => {
  it('refuses an event that ends on a day before it starts, before any picture is uploaded', () => {
    expect(event({ endDate: '2027-03-08' })).toEqual({
      endDate: 'The event ends before it starts: give an end date on or after 10 March 2027',
    });
    expect(event({ endDate: '2027-03-10' })).toEqual({});
    expect(event({ endDate: '2027-03-12' })).toEqual({});
  });

  it('refuses a one-day event whose end time comes before its start time', () => {
    expect(event({ startTime: '14:00', endTime: '09:00' })).toEqual({
      endTime:
        'The event ends before it starts: give an end time of 14:00 or later, or the end date for an event past midnight',
    });
    // Over several days, it may end earlier in the day than it started.
    expect(event({ endDate: '2027-03-11', startTime: '14:00', endTime: '09:00' })).toEqual({});
    expect(event({ startTime: '09:00', endTime: '14:00' })).toEqual({});
  });

  it('asks for the start time of an event given an end time alone, which the site would not show', () => {
    expect(event({ endTime: '13:00' })).toEqual({
      startTime: 'Enter the start time too: the site shows an end time only after a start time',
    });
    expect(event({ startTime: '09:00' })).toEqual({});
  });

  it('refuses a vacancy that closes before it was posted', () => {
    expect(
      entryDateProblems(COLLECTIONS.vacancies, { postedOn: '2026-12-05', closingOn: '2026-12-01' }),
    ).toEqual({
      closingOn:
        'The vacancy closes before it was posted: give a closing date on or after 5 December 2026. To take it off the careers page at once, choose Draft under Publication',
    });
    expect(
      entryDateProblems(COLLECTIONS.vacancies, { postedOn: '2026-12-05', closingOn: '2026-12-05' }),
    ).toEqual({});
  });

  it('leaves a date not yet whole to its own field’s message', () => {
    expect(event({ date: '', endDate: '2027-03-08' })).toEqual({});
    expect(entryDateProblems(COLLECTIONS.news, { date: '2027-03-10' })).toEqual({});
  });
});
