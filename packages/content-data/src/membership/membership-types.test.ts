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
        ...type.rights,
        ...type.obligations,
        ...type.termination,
      ]) {
        expect(text.trim()).not.toBe('');
      }
    }
  });

  it('carries the life membership rule of the constitution', () => {
    const life = findMembershipType('life_membership')?.eligibility.join(' ') ?? '';
    expect(life).toMatch(/fifteen consecutive years/);
    expect(life).toMatch(/five or more members/);
    expect(life).toMatch(/National Executive Committee/);
    expect(life).toMatch(/former members of the National Executive Committee/);
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
