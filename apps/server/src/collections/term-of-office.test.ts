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

  it('is refused when its two years run backwards, in words', () => {
    const tenure = z.object(personCollection.optional).pick({ tenure: true });
    const refused = tenure.safeParse({ tenure: '2026 - 2022' });
    expect(refused.error?.issues).toMatchObject([
      {
        path: ['tenure'],
        message: 'must not end before it starts: give the first year first, such as 2021 to 2025',
      },
    ]);
    expect(tenure.parse({ tenure: '2022 to 2022' })).toEqual({ tenure: '2022 to 2022' });
  });
});
