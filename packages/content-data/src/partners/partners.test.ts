import { describe, expect, it } from 'vitest';
import { PARTNERS_FIGURE } from '../constants/site-constants';
import { vacancies } from '../vacancies/vacancies';
import { partners } from './partners';

describe('partners', () => {
  it('lists the regulator, the higher education authority, the ministry of health and a local authority', () => {
    const names = partners.map((partner) => partner.name);
    expect(names).toContain('Health Professions Council of Zambia');
    expect(names).toContain('Higher Education Authority');
    expect(names).toContain('Ministry of Health');
    expect(names.some((name) => /City Council|Local Government/.test(name))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('describes each partner in one line, and the banner figure stays at 10', () => {
    for (const partner of partners) {
      expect(partner.description.trim()).not.toBe('');
      expect(partner.description).not.toContain('\n');
      expect(partner.image.alt).toContain(partner.name);
    }
    expect(PARTNERS_FIGURE).toBe(10);
    expect(partners.length).toBeLessThanOrEqual(PARTNERS_FIGURE);
  });
});

describe('vacancies', () => {
  it('gives each post its place, count, dates and requirements', () => {
    expect(vacancies.length).toBeGreaterThan(0);
    expect(new Set(vacancies.map((vacancy) => vacancy.id)).size).toBe(vacancies.length);
    for (const vacancy of vacancies) {
      for (const text of [
        vacancy.company,
        vacancy.position,
        vacancy.country,
        vacancy.province,
        vacancy.district,
        vacancy.postedOn,
        vacancy.closingOn,
      ]) {
        expect(text.trim(), vacancy.id).not.toBe('');
      }
      expect(vacancy.numberOfVacancies).toBeGreaterThan(0);
      expect(vacancy.comments.length).toBeGreaterThan(0);
    }
  });
});
