import { describe, expect, it } from 'vitest';
import { parseNewsDate } from '../news/parse-news-date';
import { vacancies } from './vacancies';

const isoDay = (published: string) => parseNewsDate(published)?.toISOString().slice(0, 10);

describe('vacancies', () => {
  it('gives ISO posting and closing dates that agree with the published ones', () => {
    expect(vacancies.length).toBeGreaterThan(0);
    for (const vacancy of vacancies) {
      expect(vacancy.postedDate, vacancy.id).toBe(isoDay(vacancy.postedOn));
      expect(vacancy.closingDate, vacancy.id).toBe(isoDay(vacancy.closingOn));
      expect(vacancy.closingDate > vacancy.postedDate, vacancy.id).toBe(true);
    }
  });
});
