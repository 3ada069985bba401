import { describe, expect, it } from 'vitest';
import { findMembershipType, membershipTypes } from './membership-types';

describe('membershipTypes', () => {
  it('has the eight slugs, each exactly once', () => {
    expect(membershipTypes.map((type) => type.slug)).toEqual([
      'full_membership',
      'associate_membership',
      'student_membership',
      'life_membership',
      'honorary_membership',
      'affiliate_membership',
      'retired_membership',
      'termination',
    ]);
  });

  it('gives every category eligibility, rights, obligations and termination grounds', () => {
    for (const type of membershipTypes) {
      expect(type.name.trim()).not.toBe('');
      expect(type.summary.trim()).not.toBe('');
      expect(type.termination.length, type.slug).toBeGreaterThan(0);
      expect(type.rights.length, type.slug).toBeGreaterThan(0);
      expect(type.obligations.length, type.slug).toBeGreaterThan(0);
      if (type.slug !== 'termination')
        expect(type.eligibility.length, type.slug).toBeGreaterThan(0);
      for (const text of [
        ...type.eligibility,
        ...(type.onceApproved ?? []),
        ...type.rights,
        ...type.obligations,
        ...type.termination,
      ]) {
        expect(text.trim()).not.toBe('');
      }
    }
  });

  // The joining page lists eligibility under "Who may apply": an applicant cannot have paid the
  // fee or completed the registration that the application itself begins (Article 37(3)).
  it('keeps paying and completing registration out of who may apply, and says them once approved', () => {
    for (const type of membershipTypes) {
      for (const criterion of type.eligibility) {
        expect(criterion, type.slug).not.toMatch(/\bpa(?:y|id)|\bfees?\b|registration\.$/i);
      }
    }
    expect(findMembershipType('full_membership')?.onceApproved).toEqual([
      "Pays the membership fee and completes the association's registration.",
    ]);
    expect(findMembershipType('student_membership')?.onceApproved).toEqual([
      'Completes registration and pays the student fee.',
    ]);
  });

  it('carries the life membership rule of the constitution (Article 35(6)), and nothing more', () => {
    const life = findMembershipType('life_membership')?.eligibility ?? [];
    // A Full Member; distinguished, long-standing service; fifteen consecutive compliant years;
    // nominated by five members and approved by the National Executive Committee. Office alone
    // confers nothing: the site once said every current and former NEC member held it.
    expect(life).toHaveLength(4);
    expect(life[0]).toBe('Is a Full Member.');
    expect(life.join(' ')).toMatch(/fifteen consecutive years/);
    expect(life.join(' ')).toMatch(
      /five or more members.*approval of the National Executive Committee/,
    );
    expect(life.join(' ')).not.toMatch(/former|hold life membership/);
  });

  it('gives full members every right, and leaves the other categories’ rights to the by-laws (Article 42)', () => {
    expect(findMembershipType('full_membership')?.rights.join(' ')).toMatch(
      /without restriction.*any office/s,
    );
    for (const type of membershipTypes) {
      if (type.slug === 'full_membership' || type.slug === 'termination') continue;
      expect(type.rights.join(' '), type.slug).toMatch(/by-laws|the association determines/);
    }
  });

  it('requires nomination and approval for honorary membership, and an application for retired', () => {
    expect(findMembershipType('honorary_membership')?.eligibility.join(' ')).toMatch(
      /nominated.*approved/is,
    );
    expect(findMembershipType('retired_membership')?.eligibility.join(' ')).toMatch(
      /retired.*Applies/is,
    );
    expect(findMembershipType('full_membership')?.termination.join(' ')).toMatch(/suspended/);
  });

  it('says what the nominated types cost, as the constitution says it; the others cost what the server sets', () => {
    const noted = membershipTypes.filter((type) => type.feeNote).map((type) => type.slug);
    expect(noted).toEqual(['life_membership', 'honorary_membership']);
    expect(findMembershipType('honorary_membership')?.feeNote).toMatch(
      /no membership fee unless the association decides otherwise/,
    );
    expect(findMembershipType('life_membership')?.feeNote).toMatch(/by-laws/);
  });

  it('finds nothing for an unknown slug', () => {
    expect(findMembershipType('full')).toBeUndefined();
  });
});
