import { events } from '@coaz/content-data';
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../site/site-settings';
import {
  clockTime,
  eventData,
  eventStartDate,
  organizationData,
  weekDays,
} from './structured-data';

describe('structured data', () => {
  it('reads published clock times as a 24-hour clock', () => {
    expect(clockTime('7:00 am')).toBe('07:00');
    expect(clockTime('4:30 pm')).toBe('16:30');
    expect(clockTime('12:15 pm')).toBe('12:15');
    expect(clockTime('noon')).toBe('noon');
  });

  it('takes the first day of a date range', () => {
    expect(eventStartDate({ date: 'October 14 - 16, 2025' })).toBe('2025-10-14');
    expect(eventStartDate({ date: 'November 20, 2025' })).toBe('2025-11-20');
    expect(eventStartDate({ date: 'some day' })).toBeUndefined();
  });

  it('describes every event with its start in Central Africa Time', () => {
    const first = events[0];
    if (!first) throw new Error('no events');
    expect(eventData(first)).toMatchObject({
      '@type': 'Event',
      name: first.title,
      startDate: '2025-10-14T07:00+02:00',
      endDate: '2025-10-14T10:00+02:00',
    });
  });

  it('names the association with its contact point', () => {
    expect(organizationData()).toMatchObject({
      '@type': 'Organization',
      name: 'Clinical Officers Association of Zambia',
    });
  });

  it('says the office hours editors keep, and leaves out days it cannot read', () => {
    const settings = {
      ...defaultSiteSettings(),
      officeDays: 'Monday to Saturday',
      officeOpens: '07:30',
    };
    expect(organizationData(settings)).toMatchObject({
      telephone: settings.contactPhone,
      contactPoint: {
        hoursAvailable: { dayOfWeek: expect.arrayContaining(['Saturday']), opens: '07:30' },
      },
    });
    expect(weekDays('Friday')).toEqual(['Friday']);
    expect(weekDays('Weekdays and alternate Saturdays')).toBeUndefined();
    expect(weekDays('Friday to Monday')).toBeUndefined();
    const unread = organizationData({ ...settings, officeDays: 'By appointment' });
    expect((unread as { contactPoint: object }).contactPoint).not.toHaveProperty('hoursAvailable');
  });
});
