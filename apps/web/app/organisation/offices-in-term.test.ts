import { nationalExecutiveLeaders } from '@coaz/content-data';
import { describe, expect, it } from 'vitest';
import { testPerson } from '../test-support/content-server';
import { officesInTerm } from './offices-in-term';
import { personDetails } from './people-grid';
import { placePeople } from './placed-people';

const NEC = 'National Executive Committee';
const president = nationalExecutiveLeaders[0];
if (!president) throw new Error('content-data has no leaders');

describe('officesInTerm', () => {
  it('shows the 2022 to 2026 term and its record while the term runs, all through its last year', () => {
    expect(officesInTerm(nationalExecutiveLeaders, 2022)).toEqual(nationalExecutiveLeaders);
    expect(officesInTerm(nationalExecutiveLeaders, 2026)).toEqual(nationalExecutiveLeaders);
    expect(personDetails(president, NEC)).toMatchObject({ tenure: '2022 to 2026' });
  });

  it('once the term is over, keeps what each office is and drops the ended term and its record', () => {
    const offices = officesInTerm(nationalExecutiveLeaders, 2027);
    expect(offices.map((office) => office.position)).toEqual(
      nationalExecutiveLeaders.map((leader) => leader.position),
    );
    const details = offices.map((office) => personDetails(office, NEC));
    for (const [index, card] of details.entries()) {
      const leader = nationalExecutiveLeaders[index];
      expect(card).toMatchObject({
        name: leader?.position,
        about: leader?.about.join(' '),
        qualifications: leader?.qualifications,
        email: leader?.email,
      });
      expect(card).not.toHaveProperty('tenure');
      expect(card.contributions ?? []).toEqual([]);
    }
  });

  it('lends neither the ended term nor its record to the person editors place in an office next', () => {
    const [placed] = placePeople(
      officesInTerm(nationalExecutiveLeaders, 2027),
      [testPerson({ id: 1, name: 'Sample President Name', position: 'President', group: 'g' })],
      NEC,
    );
    expect(placed).toMatchObject({
      name: 'Sample President Name',
      position: 'President',
      about: president.about.join(' '),
    });
    expect(placed).not.toHaveProperty('tenure');
    expect(placed).not.toHaveProperty('contributions');
  });

  it('shows the term and record editors give the person, whatever the year', () => {
    const [placed] = placePeople(
      officesInTerm(nationalExecutiveLeaders, 2027),
      [
        testPerson({
          id: 1,
          name: 'Sample President Name',
          position: 'President',
          group: 'g',
          tenure: '2026 to 2029',
          contributions: 'Chaired the annual general meeting',
        }),
      ],
      NEC,
    );
    expect(placed).toMatchObject({
      tenure: '2026 to 2029',
      contributions: ['Chaired the annual general meeting'],
    });
  });
});
