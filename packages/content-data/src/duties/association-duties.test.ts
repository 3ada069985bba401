import { describe, expect, it } from 'vitest';
import { associationDuties, findAssociationDuty } from './association-duties';

describe('associationDuties', () => {
  it('has the five duty pages, each slug exactly once', () => {
    expect(associationDuties.map((duty) => duty.slug)).toEqual([
      'delivering_care',
      'professional_practice',
      'training_institutions_and_students',
      'advocacy_in_health_care',
      'member_benefits',
    ]);
  });

  it('fills every page, the training page too: the site ships no "Coming soon..."', () => {
    for (const duty of associationDuties) {
      expect(duty.title.trim()).not.toBe('');
      expect(duty.sections.length).toBeGreaterThan(0);
      const text = duty.sections.flatMap((section) => [
        section.heading,
        ...section.paragraphs,
        ...(section.points ?? []),
      ]);
      expect(
        text.every((line) => line.trim() !== '' && !/coming soon/i.test(line)),
        duty.slug,
      ).toBe(true);
    }
  });

  it('tells a student who may join and how they are protected, citing the constitution', () => {
    const text = findAssociationDuty('training_institutions_and_students')
      ?.sections.flatMap((section) => [...section.paragraphs, ...(section.points ?? [])])
      .join(' ');
    expect(text).toMatch(/Student Member.*Article 35\(3\)/s);
    expect(text).toMatch(/Article 24/);
    expect(text).toMatch(/training institutions.*Article 10/s);
  });

  it('presents the group health insurance scheme among member benefits', () => {
    const headings = findAssociationDuty('member_benefits')?.sections.map(
      (section) => section.heading,
    );
    expect(headings).toContain('Group health insurance scheme');
    expect(findAssociationDuty('benefits')).toBeUndefined();
  });
});
