import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate } from '../api/server-clock';
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
    // Open to the end of its closing day, which it calls today, as the careers page's "Closes
    // today" (it read "closes 8 December 2026" on the 8th).
    expect(COLLECTIONS.vacancies.summaryOf(vacancy(dayFromToday(0)))).toBe(
      'Ministry of Health · closes today',
    );
    expect(COLLECTIONS.vacancies.summaryOf(vacancy(dayFromToday(30)))).toMatch(
      /^Ministry of Health · closes \d{1,2} \w+ \d{4}$/,
    );
  });
});

describe('the studio list’s line under an event', () => {
  const event = (date: string, endDate: string | null) =>
    ({ date, endDate, venue: 'Mulungushi Conference Centre' }) as Parameters<
      typeof COLLECTIONS.events.summaryOf
    >[0];

  afterEach(() => vi.useRealTimers());

  it('writes its days as the public pages do: one day once, several as one span', () => {
    vi.useFakeTimers({ now: new Date('2026-01-10T10:00:00Z') });
    expect(COLLECTIONS.events.summaryOf(event('2026-03-05', '2026-03-05'))).toBe(
      '5 March 2026 · Mulungushi Conference Centre',
    );
    expect(COLLECTIONS.events.summaryOf(event('2026-03-03', '2026-03-05'))).toBe(
      '3 – 5 March 2026 · Mulungushi Conference Centre',
    );
    expect(COLLECTIONS.events.summaryOf(event('2026-12-30', null))).toBe(
      '30 December 2026 · Mulungushi Conference Centre',
    );
  });

  it('gives the times, so two events on one day and one past midnight are told apart', () => {
    vi.useFakeTimers({ now: new Date('2026-01-10T10:00:00Z') });
    const timed = (fields: {
      date: string;
      endDate?: string;
      startTime?: string;
      endTime?: string;
    }) =>
      COLLECTIONS.events.summaryOf({
        endDate: null,
        startTime: null,
        endTime: null,
        venue: 'Kabwe',
        ...fields,
      } as Parameters<typeof COLLECTIONS.events.summaryOf>[0]);
    expect(timed({ date: '2026-03-05', startTime: '09:00', endTime: '12:30' })).toBe(
      '5 March 2026, 09:00 – 12:30 · Kabwe',
    );
    expect(timed({ date: '2026-03-05', startTime: '14:00', endTime: '16:00' })).toBe(
      '5 March 2026, 14:00 – 16:00 · Kabwe',
    );
    // An end the same as the start, or none, is not said twice.
    expect(timed({ date: '2026-03-05', endDate: '2026-03-05', startTime: '09:00' })).toBe(
      '5 March 2026, 09:00 · Kabwe',
    );
    expect(timed({ date: '2026-03-05', startTime: '09:00', endTime: '09:00' })).toBe(
      '5 March 2026, 09:00 · Kabwe',
    );
    // A dinner from 19:00 to 01:00 the next day.
    expect(
      timed({ date: '2026-03-05', endDate: '2026-03-06', startTime: '19:00', endTime: '01:00' }),
    ).toBe('5 March 2026, 19:00 – 6 March 2026, 01:00 · Kabwe');
    // Over several days the times are each day's, as the public card shows them: written
    // '3 March 2026, 09:00 – 5 March 2026, 16:00', a workshop read as one sitting of 55 hours.
    expect(
      timed({ date: '2026-03-03', endDate: '2026-03-05', startTime: '09:00', endTime: '16:00' }),
    ).toBe('3 – 5 March 2026, 09:00 – 16:00 each day · Kabwe');
    expect(
      timed({ date: '2026-03-30', endDate: '2026-04-01', startTime: '09:00', endTime: '16:00' }),
    ).toBe('30 March – 1 April 2026, 09:00 – 16:00 each day · Kabwe');
    expect(timed({ date: '2026-03-03', endDate: '2026-03-05', startTime: '08:00' })).toBe(
      '3 – 5 March 2026, from 08:00 each day · Kabwe',
    );
    // An end before the start is one span only for an evening ending the next day; over three
    // days it is each evening's.
    expect(
      timed({ date: '2026-03-03', endDate: '2026-03-05', startTime: '19:00', endTime: '01:00' }),
    ).toBe('3 – 5 March 2026, 19:00 – 01:00 each day · Kabwe');
    expect(
      timed({ date: '2026-12-31', endDate: '2027-01-01', startTime: '20:00', endTime: '02:00' }),
    ).toBe('31 December 2026, 20:00 – 1 January 2027, 02:00 · Kabwe');
    // Written before the form asked for a start time with an end time: the end is still said.
    expect(timed({ date: '2026-03-05', endTime: '17:00' })).toBe(
      '5 March 2026, until 17:00 · Kabwe',
    );
  });
});

describe('why a published event is not on the site', () => {
  afterEach(() => vi.useRealTimers());

  const event = (fields: { date: string; endDate?: string; endTime?: string }) =>
    ({ endDate: null, startTime: null, endTime: null, ...fields }) as Parameters<
      NonNullable<typeof COLLECTIONS.events.notWhereExpected>
    >[0];
  const why = (entry: ReturnType<typeof event>, now: string) => {
    vi.useFakeTimers({ now: new Date(now) });
    return COLLECTIONS.events.notWhereExpected?.(entry)?.why;
  };
  const ENDED =
    'it has ended, so the news page lists it under Past events (the latest five) and the home page and search leave it out. Give a later date to list it as upcoming again';

  it('is the end of its last day having passed in Lusaka, not in UTC', () => {
    // 23:30 in Lusaka on its day (21:30 UTC): still on the site.
    expect(why(event({ date: '2026-12-05' }), '2026-12-05T21:30:00Z')).toBeUndefined();
    // 00:30 in Lusaka the day after, though still 5 December in UTC (22:30).
    expect(why(event({ date: '2026-12-05' }), '2026-12-05T22:30:00Z')).toBe(ENDED);
    expect(
      why(event({ date: '2026-12-04', endDate: '2026-12-05' }), '2026-12-05T21:30:00Z'),
    ).toBeUndefined();
  });

  it('is said in the list’s badge, not at the end of its line', () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T22:30:00Z') });
    const ended = { ...event({ date: '2026-12-05' }), venue: 'Kabwe' };
    expect(COLLECTIONS.events.summaryOf(ended)).toBe('5 December 2026 · Kabwe');
    expect(COLLECTIONS.events.lapsedAs?.(ended)).toBe('Ended: under Past events on the news page');
    const tomorrow = { ...event({ date: '2026-12-07' }), venue: 'Kabwe' };
    expect(COLLECTIONS.events.summaryOf(tomorrow)).toBe('7 December 2026 · Kabwe');
    expect(COLLECTIONS.events.lapsedAs?.(tomorrow)).toBeUndefined();
  });

  it('is said as shown elsewhere, since the news page lists it under Past events', () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T22:30:00Z') });
    expect(COLLECTIONS.events.notWhereExpected?.(event({ date: '2026-12-05' }))).toEqual({
      shownElsewhere: true,
      why: ENDED,
    });
  });

  it('is its end time having passed on its last day, as the public lists decide', () => {
    const meeting = event({ date: '2026-12-05', endTime: '17:00' });
    expect(why(meeting, '2026-12-05T14:59:00Z')).toBeUndefined();
    expect(why(meeting, '2026-12-05T15:00:00Z')).toBe(ENDED);
  });
});

describe('why an event or a vacancy scheduled for after it is over will not be on the site', () => {
  afterEach(() => vi.useRealTimers());

  // Saved as "Scheduled, not on the site yet: public from 12 December", the event only ever
  // showed under Past events, and the vacancy never reached the careers page.
  it('is the event ended by the time it goes on the site, to the minute', () => {
    vi.useFakeTimers({ now: new Date('2026-12-07T08:00:00Z') });
    const event = (fields: Record<string, string | null>) =>
      ({
        date: '2026-12-10',
        endDate: null,
        startTime: null,
        endTime: null,
        publishAt: '2026-12-12T06:00:00.000Z',
        ...fields,
      }) as unknown as Parameters<NonNullable<typeof COLLECTIONS.events.notWhereExpected>>[0];
    const why = (entry: ReturnType<typeof event>) =>
      COLLECTIONS.events.notWhereExpected?.(entry)?.why;
    expect(COLLECTIONS.events.notWhereExpected?.(event({}))?.shownElsewhere).toBe(true);
    expect(why(event({}))).toBe(
      'it will have ended by 12 December 2026, 08:00 (Lusaka time), when it is scheduled to go on the site, so the news page will list it only under Past events and the home page and search will leave it out. Schedule it for before it ends, or publish it now',
    );
    // Ending at 07:00 on the day it goes on the site at 08:00: never listed as upcoming either.
    expect(why(event({ date: '2026-12-12', endTime: '07:00' }))).toMatch(/^it will have ended by/);
    expect(why(event({ date: '2026-12-12', endTime: '09:00' }))).toBeUndefined();
    expect(why(event({ date: '2026-12-10', endDate: '2026-12-12' }))).toBeUndefined();
    expect(why(event({ publishAt: null }))).toBeUndefined();
  });

  it('is the vacancy closed before the day it goes on the site', () => {
    vi.useFakeTimers({ now: new Date('2026-12-07T08:00:00Z') });
    const scheduled = (closingOn: string) => ({
      ...vacancy(closingOn),
      publishAt: '2026-12-12T06:00:00.000Z',
    });
    const why = COLLECTIONS.vacancies.notWhereExpected;
    expect(why?.(scheduled('2026-12-10'))).toEqual({
      shownElsewhere: false,
      why: 'it closes on 10 December 2026, before it is scheduled to go on the site on 12 December 2026, 08:00 (Lusaka time), so the careers page will never list it. Give a later closing date, or schedule it for an earlier day',
    });
    expect(why?.(scheduled('2026-12-12'))).toBeUndefined();
  });
});

describe('why a published vacancy is not on the site', () => {
  it('is its closing day having passed in Lusaka, and nothing while it is open', () => {
    const why = COLLECTIONS.vacancies.notWhereExpected;
    expect(why?.(vacancy(dayFromToday(-1)))).toEqual({
      shownElsewhere: false,
      why: 'its closing date has passed, so the careers page does not list it. Give a closing date of today or later to list it again',
    });
    expect(why?.(vacancy(dayFromToday(0)))).toBeUndefined();
  });

  it('follows the server’s clock, by which the careers page closes it, not the device’s', () => {
    const closingToday = vacancy(dayFromToday(0));
    // The server is a day ahead of this device (a phone set a day behind): its closing day is over.
    noteServerDate(new Date(Date.now() + 86_400_000).toUTCString(), Date.now());
    try {
      expect(COLLECTIONS.vacancies.notWhereExpected?.(closingToday)?.why).toMatch(
        /^its closing date has passed/,
      );
      expect(COLLECTIONS.vacancies.summaryOf(closingToday)).toMatch(/ · closed /);
    } finally {
      noteServerDate(new Date(Date.now() - 500).toUTCString(), Date.now());
    }
  });
});

describe('the studio list’s line under a partner or a person', () => {
  it('gives the order number, so an editor moving one knows which number puts it where', () => {
    const partner = { name: 'Ministry of Health', url: null, order: 3 } as unknown as Parameters<
      typeof COLLECTIONS.partners.summaryOf
    >[0];
    expect(COLLECTIONS.partners.summaryOf(partner)).toBe('Order 3 · No website given');
    const person = { position: 'Chair', group: 'employees', order: 2 } as unknown as Parameters<
      typeof COLLECTIONS.people.summaryOf
    >[0];
    expect(COLLECTIONS.people.summaryOf(person)).toBe('Chair · Staff (employees) · order 2');
  });
});

describe('the hint under every picture of the collections', () => {
  it('says what may be chosen, not how the server stores it', () => {
    const hints = Object.values(COLLECTIONS).flatMap((spec) =>
      spec.fields.filter((field) => field.kind === 'picture').map((field) => field.hint),
    );
    expect(hints).toHaveLength(5);
    for (const hint of hints) {
      expect(hint).toBe(
        'Optional. A JPEG, PNG, WebP or GIF file of up to 5 MB; a larger photo or screenshot is made smaller first.',
      );
    }
  });
});
