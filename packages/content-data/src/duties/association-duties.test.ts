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

  it('marks only the training page as coming soon, and fills every other page', () => {
    for (const duty of associationDuties) {
      expect(duty.title.trim()).not.toBe('');
      expect(duty.sections.length).toBeGreaterThan(0);
      const text = duty.sections.flatMap((section) => [section.heading, ...section.paragraphs]);
      if (duty.slug === 'training_institutions_and_students') {
        expect(duty.comingSoon).toBe(true);
        expect(text).toContain('Coming soon...');
      } else {
        expect(duty.comingSoon, duty.slug).toBe(false);
        expect(text.every((line) => line.trim() !== '' && !/coming soon/i.test(line))).toBe(true);
      }
    }
  });

  it('presents the group health insurance scheme among member benefits', () => {
    const headings = findAssociationDuty('member_benefits')?.sections.map(
      (section) => section.heading,
    );
    expect(headings).toContain('Group health insurance scheme');
    expect(findAssociationDuty('benefits')).toBeUndefined();
  });
});
