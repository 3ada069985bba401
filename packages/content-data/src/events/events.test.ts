import { describe, expect, it } from 'vitest';
import { parseNewsDate } from '../news/parse-news-date';
import { events } from './events';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('events', () => {
  it('announces four events with every field filled and distinct ids', () => {
    expect(events).toHaveLength(4);
    expect(new Set(events.map((event) => event.id)).size).toBe(4);
    for (const event of events) {
      for (const text of [event.title, event.date, event.start, event.end, event.venue]) {
        expect(text.trim(), event.id).not.toBe('');
      }
    }
  });

  it('holds the annual general meeting on 14 to 16 October 2025, 7:00 am to 10:00 am', () => {
    const agm = events.find((event) => /Annual General Meeting/.test(event.title));
    expect(agm).toMatchObject({
      date: 'October 14 - 16, 2025',
      startDate: '2025-10-14',
      endDate: '2025-10-16',
      start: '7:00 am',
      end: '10:00 am',
    });
  });

  it('gives each event ISO first and last days that agree with its published date, in order', () => {
    for (const event of events) {
      expect(event.startDate, event.id).toMatch(ISO_DATE);
      expect(event.endDate, event.id).toMatch(ISO_DATE);
      expect(event.endDate >= event.startDate, event.id).toBe(true);
      // A one-day event's published date is read as its day; a range's first day and year agree.
      const published = parseNewsDate(event.date)?.toISOString().slice(0, 10);
      if (published) expect(event.startDate, event.id).toBe(published);
      expect(event.date, event.id).toContain(event.endDate.slice(0, 4));
    }
    const starts = events.map((event) => event.startDate);
    expect(starts).toEqual([...starts].sort());
  });

  it('holds only earlier announcements, all over by the end of January 2026', () => {
    // The site's current events come from the studio; these are the association's first ones.
    expect(events.every((event) => event.endDate <= '2026-01-24')).toBe(true);
  });
});
