import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../site/site-settings';
import { organizationData, weekDays } from './structured-data';

describe('structured data', () => {
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
