import { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { personCollection } from './person-collection';
import { termOfOffice } from './term-of-office';

describe('termOfOffice', () => {
  it('writes a term given by two years as the site writes terms, "2021 to 2025"', () => {
    for (const typed of ['2021-2025', '2021 - 2025', '2021–2025', '2021 — 2025', '2021 To 2025']) {
      expect(termOfOffice(typed)).toBe('2021 to 2025');
    }
  });

  it('leaves any other wording as the editor wrote it', () => {
    expect(termOfOffice('Since 2019')).toBe('Since 2019');
    expect(termOfOffice('2021 to date')).toBe('2021 to date');
    expect(termOfOffice('Second term, 2021-2025')).toBe('Second term, 2021-2025');
  });
});

describe("a person's tenure as the API takes it", () => {
  it('is stored in the site’s one form, and blank as none', () => {
    const tenure = z.object(personCollection.optional).pick({ tenure: true });
    expect(tenure.parse({ tenure: '2022 - 2026' })).toEqual({ tenure: '2022 to 2026' });
    expect(tenure.parse({ tenure: '  ' })).toEqual({ tenure: null });
    expect(tenure.parse({ tenure: null })).toEqual({ tenure: null });
  });
});
