import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL } from '../association/contact-details';
import { committees, findCommittee } from '../committees/committees';
import { employees } from '../employees/employees';
import {
  EXECUTIVE_TENURE,
  EXECUTIVE_TERM,
  findGovernanceEntry,
  governanceEntries,
  nationalExecutiveLeaders,
} from './governance-entries';

describe('governanceEntries', () => {
  it('has the six organs, each slug exactly once', () => {
    expect(governanceEntries.map((entry) => entry.slug)).toEqual([
      'national_executive_committee',
      'national_investment_board',
      'committees_of_the_executive',
      'national_program_coordinator',
      'provincial_executive_committee',
      'district_executive_committees',
    ]);
  });

  it('gives every organ about text, composition and staff', () => {
    for (const entry of governanceEntries) {
      expect(entry.name.trim()).not.toBe('');
      expect(entry.about.length).toBeGreaterThan(0);
      expect(entry.composition.length).toBeGreaterThan(0);
      expect(entry.staff.length, entry.slug).toBeGreaterThan(0);
    }
  });

  it('lists the executive for the 2022 to 2026 term, writing to the general contact only', () => {
    expect(EXECUTIVE_TERM).toEqual({ firstYear: 2022, lastYear: 2026 });
    // A term reads as the studio asks editors to write one ("Such as 2021 to 2025").
    expect(EXECUTIVE_TENURE).toBe('2022 to 2026');
    expect(findGovernanceEntry('national_executive_committee')?.leaders).toEqual(
      nationalExecutiveLeaders,
    );
    for (const leader of nationalExecutiveLeaders) {
      expect(leader.tenure).toBe('2022 to 2026');
      expect(leader.email).toBe(CONTACT_EMAIL);
      expect(leader.about.length).toBeGreaterThan(0);
      expect(leader.qualifications.length).toBeGreaterThan(0);
      expect(leader.contributions.length).toBeGreaterThan(0);
    }
  });

  it('asks of each office the years in good standing its Article of the constitution asks', () => {
    const years = Object.fromEntries(
      nationalExecutiveLeaders.map((leader) => [
        leader.position,
        leader.qualifications.join(' ').match(/at least (three|five) consecutive years/)?.[1],
      ]),
    );
    expect(years).toEqual({
      // Article 100 asks the President for three years of leadership instead.
      President: undefined,
      'Vice-President': 'three',
      'Secretary General': 'five',
      'Treasurer General': 'three',
      'National Secretary - Coordination and Publication': 'three',
      'National Secretary - Professional Welfare, Training and Development': 'three',
    });
    const vicePresident = nationalExecutiveLeaders.find(
      (leader) => leader.position === 'Vice-President',
    );
    expect(vicePresident?.qualifications).toContain(
      'Has held a leadership or governance position in the association or one of its organs.',
    );
  });

  it('describes the provinces and districts as Articles 149 to 154 set them up, citing them', () => {
    const province = findGovernanceEntry('provincial_executive_committee');
    const district = findGovernanceEntry('district_executive_committees');
    // A province is led by one Provincial Coordinator (Article 154), a district by its elected
    // District Representatives (Article 152); the constitution has no provincial or district
    // vice-chairperson, secretary or treasurer, which the site once listed as seats.
    expect(province?.composition.map((seat) => seat.position)[0]).toBe('Provincial Coordinator');
    expect(province?.about.join(' ')).toMatch(/Article 154/);
    expect(district?.about.join(' ')).toMatch(/Article 152/);
    expect(district?.about.join(' ')).toMatch(/Branch Committee \(Article 149\(2\)\(c\)\)/);
    for (const entry of [province, district]) {
      for (const seat of entry?.composition ?? [])
        expect(seat.position).not.toMatch(/Chairperson|Secretary|Treasurer/);
      expect(entry?.about.join(' ')).not.toMatch(/(Provincial|District) Executive/);
    }
  });

  it('says nothing of a term in the fixed text, which would still claim it once it has ended', () => {
    for (const entry of governanceEntries) {
      for (const paragraph of [entry.summary, ...entry.about]) {
        expect(paragraph, entry.slug).not.toMatch(/\b20\d\d\b/);
      }
    }
  });

  it('finds nothing for an unknown slug', () => {
    expect(findGovernanceEntry('national_executive')).toBeUndefined();
  });
});

describe('committees', () => {
  it('has the six committees of the executive, each slug exactly once', () => {
    expect(committees.map((committee) => committee.slug)).toEqual([
      'disciplinary_ethics_and_professionalism',
      'training_and_education',
      'finance_and_administration',
      'health_service',
      'legislation_and_judicial',
      'public_health_and_research',
    ]);
  });

  it('gives each committee about text and a composition', () => {
    for (const committee of committees) {
      expect(committee.about.every((paragraph) => paragraph.trim() !== '')).toBe(true);
      expect(committee.composition.length).toBeGreaterThan(0);
    }
    expect(findCommittee('health_service')?.name).toBe('Health Service Committee');
    expect(findCommittee('health')).toBeUndefined();
  });
});

describe('employees', () => {
  it('lists secretariat posts with a position and an office', () => {
    expect(employees.length).toBeGreaterThan(0);
    for (const employee of employees) {
      expect(employee.position.trim()).not.toBe('');
      expect(employee.office.trim()).not.toBe('');
    }
    expect(new Set(employees.map((employee) => employee.position)).size).toBe(employees.length);
  });
});
