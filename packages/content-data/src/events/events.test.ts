import { describe, expect, it } from 'vitest';
import { events } from './events';

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
    expect(agm).toMatchObject({ date: 'October 14 - 16, 2025', start: '7:00 am', end: '10:00 am' });
  });
});
