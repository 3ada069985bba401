import { committees } from '@coaz/content-data';
import { describe, expect, it } from 'vitest';
import { testPerson } from '../test-support/content-server';
import { placePeople } from './placed-people';
import { showsUnnamedOffice } from './unnamed-offices';

const committee = committees[0];
if (!committee) throw new Error('content-data has no committees');
const seats = committee.composition;

describe('showsUnnamedOffice', () => {
  it('is true while some seat shows its office and no holder', () => {
    const cards = placePeople(seats, [], committee.name);
    expect(showsUnnamedOffice(seats, cards)).toBe(true);
  });

  it('is false once editors placed someone in every seat', () => {
    const people = seats.map((seat, index) =>
      testPerson({
        id: index + 1,
        name: `Person ${index + 1}`,
        position: seat.position,
        group: 'g',
      }),
    );
    expect(showsUnnamedOffice(seats, placePeople(seats, people, committee.name))).toBe(false);
  });
});
