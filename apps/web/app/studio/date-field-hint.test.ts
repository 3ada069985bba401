import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from './collections';
import { dateFieldHint, dateFieldWarning } from './date-field-hint';

const closingOn = COLLECTIONS.vacancies.fields.find((field) => field.name === 'closingOn');
const postedOn = COLLECTIONS.vacancies.fields.find((field) => field.name === 'postedOn');

describe('dateFieldHint', () => {
  it('warns that a vacancy whose closing day has passed in Lusaka will not be listed', () => {
    if (!closingOn) throw new Error('vacancies have a closing date');
    expect(dateFieldHint(closingOn, '2026-12-04')).toContain('That is Friday 4 December 2026.');
    expect(dateFieldWarning(closingOn, '2026-12-04', '2026-12-05')).toContain(
      'That day has passed, so the careers page, which lists open vacancies only, will not show it.',
    );
  });

  it('says nothing more of a closing date today or later, or of a date that may well be past', () => {
    if (!closingOn || !postedOn) throw new Error('vacancies have both dates');
    expect(dateFieldWarning(closingOn, '2026-12-05', '2026-12-05')).toBeUndefined();
    expect(dateFieldWarning(postedOn, '2026-11-01', '2026-12-05')).toBeUndefined();
    expect(dateFieldHint(postedOn, '2026-11-01')).toBe(
      'Today unless you change it; for a closing date already past, that day. That is Sunday 1 November 2026.',
    );
  });

  it('says a news date still to come keeps the item first, and points to the schedule', () => {
    const date = COLLECTIONS.news.fields.find((field) => field.name === 'date');
    if (!date) throw new Error('news items have a date');
    expect(dateFieldWarning(date, '2027-12-05', '2026-12-05')).toBe(
      'That day is still to come: the news is listed by date, newest first, so this item would stay first until then. To publish it later, schedule it under Publication instead.',
    );
    expect(dateFieldWarning(date, '2026-12-05', '2026-12-05')).toBeUndefined();
  });

  it('warns of an event past in Lusaka by its last day: the end date when given, else its date', () => {
    const [date, endDate] = ['date', 'endDate'].map((name) =>
      COLLECTIONS.events.fields.find((field) => field.name === name),
    );
    if (!date || !endDate) throw new Error('events have a date and an end date');
    const ended =
      'That day has passed, so the site will list this event only under Past events on the news page, not as upcoming.';
    expect(dateFieldWarning(date, '2026-12-04', '2026-12-05')).toBe(ended);
    // Under way today, or started before and ending today or later: listed, so nothing is said.
    expect(dateFieldWarning(date, '2026-12-05', '2026-12-05')).toBeUndefined();
    expect(
      dateFieldWarning(date, '2026-12-04', '2026-12-05', undefined, '2026-12-06'),
    ).toBeUndefined();
    expect(dateFieldWarning(endDate, '2026-12-05', '2026-12-05')).toBeUndefined();
    // Ended on its end date: said there once, not at the date as well.
    expect(
      dateFieldWarning(date, '2026-12-01', '2026-12-05', undefined, '2026-12-03'),
    ).toBeUndefined();
    expect(dateFieldWarning(endDate, '2026-12-03', '2026-12-05')).toBe(ended);
  });

  // Scheduled for after it was over, an event only ever showed under Past events and a vacancy
  // never reached the careers page, saved as "Scheduled, not on the site yet" without a word.
  it('warns of an event over, or a vacancy closed, before the day it is scheduled to go on the site', () => {
    const [date, endDate] = ['date', 'endDate'].map((name) =>
      COLLECTIONS.events.fields.find((field) => field.name === name),
    );
    if (!date || !endDate || !closingOn) throw new Error('events and vacancies have their dates');
    const over = expect.stringMatching(
      /^That day is before the day the event is scheduled to go on the site: it will have ended by then/,
    );
    expect(dateFieldWarning(date, '2026-12-10', '2026-12-07', '2026-12-12')).toEqual(over);
    // The end date, when given, is the last day: said there, once.
    expect(
      dateFieldWarning(date, '2026-12-10', '2026-12-07', '2026-12-12', '2026-12-11'),
    ).toBeUndefined();
    expect(dateFieldWarning(endDate, '2026-12-11', '2026-12-07', '2026-12-12')).toEqual(over);
    expect(
      dateFieldWarning(date, '2026-12-10', '2026-12-07', '2026-12-12', '2026-12-12'),
    ).toBeUndefined();
    expect(dateFieldWarning(date, '2026-12-12', '2026-12-07', '2026-12-12')).toBeUndefined();
    expect(dateFieldWarning(closingOn, '2026-12-10', '2026-12-07', '2026-12-12')).toMatch(
      /^That day is before the day the vacancy is scheduled to go on the site, so the careers page, which lists open vacancies only, will never show it/,
    );
    expect(dateFieldWarning(closingOn, '2026-12-12', '2026-12-07', '2026-12-12')).toBeUndefined();
  });

  // A draft written on 30 November and published on 7 December went on the site dated 30
  // November, below the news published meanwhile: it goes on the site today (`goesOnSiteOn`).
  it('says a news date before today makes a draft published now come out looking older', () => {
    const date = COLLECTIONS.news.fields.find((field) => field.name === 'date');
    if (!date) throw new Error('news items have a date');
    expect(dateFieldWarning(date, '2026-11-30', '2026-12-07', '2026-12-07')).toBe(
      'That day is before the day the item goes on the site: the site shows this date and lists the news by it, so the item would come out looking older, below news dated since. Give the day it goes on the site.',
    );
    expect(dateFieldWarning(date, '2026-12-07', '2026-12-07', '2026-12-07')).toBeUndefined();
    // Already on the site, its date is the one it was published with: nothing to say.
    expect(dateFieldWarning(date, '2026-11-30', '2026-12-07')).toBeUndefined();
  });
});
