import { describe, expect, it } from 'vitest';
import {
  findProfessionalCategory,
  professionalCategories,
  professionalCategoriesInGroup,
  professionalCategoryGroups,
} from './professional-categories';

const SLUGS = [
  'general',
  'psychiatry',
  'hiv_tb',
  'advanced',
  'medical_licentiate_officer_practitioner',
  'medical_licentiates',
  'clinical_anaesthetic_offices',
  'medical_psychiatry_officers',
  'clinical_ophthalmic_offices',
  'specialized_cllinicians',
];

describe('professionalCategories', () => {
  it('has the ten route slugs, each exactly once, in page order', () => {
    expect(professionalCategories.map((category) => category.slug)).toEqual(SLUGS);
  });

  it('groups four clinical officer, two licentiate and four other categories', () => {
    const counts = professionalCategoryGroups.map(
      (group) => professionalCategoriesInGroup(group).length,
    );
    expect(counts).toEqual([4, 2, 4]);
    expect(professionalCategoriesInGroup('Licentiate').map((category) => category.slug)).toEqual([
      'medical_licentiate_officer_practitioner',
      'medical_licentiates',
    ]);
  });

  it('puts clinical officers at Level 6 with 280 credits and the degree categories at Level 7 with 480', () => {
    for (const category of professionalCategories) {
      if (!category.details) continue;
      const level6 = category.group === 'Clinical Officers';
      expect(category.details.qualificationAuthorityLevel).toMatch(
        level6 ? /^Level 6/ : /^Level 7/,
      );
      expect(category.details.minimumCreditRequirement).toBe(
        level6 ? '280 credits (2800 notional hours)' : '480 credits (4800 notional hours)',
      );
    }
  });

  it('names each category in the British spelling its own summary and the rest of the site use', () => {
    // The specialised category's heading read 'Specialized' right above its page's 'Specialised
    // clinicians are registered…'; only the legacy address keeps the published spelling.
    for (const category of professionalCategories)
      expect(category.name, category.slug).not.toMatch(/iz(ed|ation)\b/i);
    expect(findProfessionalCategory('specialized_cllinicians')?.name).toBe(
      'Specialised Clinicians',
    );
  });

  it('shows no details for the specialized category and full details for the others', () => {
    for (const category of professionalCategories) {
      expect(category.name.trim()).not.toBe('');
      expect(category.summary.trim()).not.toBe('');
      if (category.slug === 'specialized_cllinicians') {
        expect(category.details).toBeUndefined();
        continue;
      }
      const details = category.details;
      expect(details, category.slug).toBeDefined();
      for (const text of Object.values(details ?? {})) {
        if (Array.isArray(text)) expect(text.length).toBeGreaterThan(0);
        else expect(String(text).trim()).not.toBe('');
      }
    }
  });

  it('says clinical officers consult a doctor to sign certain documents and may run Class C facilities', () => {
    const general = findProfessionalCategory('general');
    expect(general?.details?.limitationInSignatory).toMatch(/medical doctor/);
    expect(general?.details?.administration).toMatch(/Class C .*health posts and health centres/);
  });

  it('leads the correct spellings of the three misspelt slugs to them, and takes no slug in use', () => {
    const redirects = professionalCategories.flatMap((category) =>
      (category.redirectedSlugs ?? []).map((spelling) => [spelling, category.slug]),
    );
    expect(redirects).toEqual([
      ['clinical_anaesthetic_officers', 'clinical_anaesthetic_offices'],
      ['clinical_ophthalmic_officers', 'clinical_ophthalmic_offices'],
      ['specialized_clinicians', 'specialized_cllinicians'],
    ]);
    for (const [spelling] of redirects) expect(SLUGS).not.toContain(spelling);
  });

  it('finds a category by slug and nothing for an unknown slug', () => {
    expect(findProfessionalCategory('hiv_tb')?.name).toBe('Clinical Officer HIV/TB');
    expect(findProfessionalCategory('specialized_clinicians')).toBeUndefined();
    expect(findProfessionalCategory('')).toBeUndefined();
  });
});
