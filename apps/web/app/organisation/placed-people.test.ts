import { committees } from '@coaz/content-data';
import { describe, expect, it } from 'vitest';
import { testPerson } from '../test-support/content-server';
import { placePeople } from './placed-people';

const committee = committees[0];
if (!committee) throw new Error('content-data has no committees');
const seats = committee.composition;

describe('placePeople', () => {
  it('shows each seat in order, named where an editor placed someone, the position alone elsewhere', () => {
    const first = seats[0];
    if (!first) throw new Error('no seat');
    const cards = placePeople(
      seats,
      [
        testPerson({
          id: 1,
          name: 'Sample Chairperson Name',
          position: first.position,
          group: committee.slug,
        }),
      ],
      committee.name,
    );
    expect(cards).toHaveLength(seats.length);
    expect(cards[0]).toMatchObject({ name: 'Sample Chairperson Name', position: first.position });
    expect(cards.slice(1).map((card) => card.name)).toEqual(
      seats.slice(1).map((seat) => seat.name ?? seat.position),
    );
  });

  it('fills seats sharing a position one person each, and lists people without a seat after', () => {
    const cards = placePeople(
      [
        { position: 'Member', image: seats[0]?.image ?? { src: '', alt: '', width: 1, height: 1 } },
        { position: 'Member', image: seats[0]?.image ?? { src: '', alt: '', width: 1, height: 1 } },
      ],
      [
        testPerson({ id: 1, name: 'First Sample Member', position: 'member', group: 'g' }),
        testPerson({ id: 2, name: 'Second Sample Member', position: 'Member', group: 'g' }),
        testPerson({
          id: 3,
          name: 'Sample Adviser Name',
          position: 'Adviser',
          group: 'g',
          qualifications: 'BSc\n\nMPH',
        }),
      ],
      'Body',
    );
    expect(cards.map((card) => card.name)).toEqual([
      'First Sample Member',
      'Second Sample Member',
      'Sample Adviser Name',
    ]);
    expect(cards[2]?.qualifications).toEqual(['BSc', 'MPH']);
  });

  // Editors type positions freely: "Vice President" for the seat "Vice-President" put the person
  // in a card of their own after the seats, and the vice-president's seat showed no holder.
  it('places a person whose position differs from the seat only in hyphens, dashes and spacing', () => {
    const image = seats[0]?.image ?? { src: '', alt: '', width: 1, height: 1 };
    const cards = placePeople(
      [
        { position: 'Vice-President', image },
        { position: 'National Secretary - Coordination and Publication', image },
      ],
      [
        testPerson({ id: 1, name: 'Sample Deputy Name', position: 'Vice President', group: 'g' }),
        testPerson({
          id: 2,
          name: 'Sample Secretary Name',
          position: 'national secretary – coordination and publication',
          group: 'g',
        }),
      ],
      'Body',
    );
    expect(cards.map((card) => card.name)).toEqual(['Sample Deputy Name', 'Sample Secretary Name']);
  });

  // Seated as Treasurer General, the card read "treasurer general", as the editor had typed it.
  it('writes a placed person’s position as the office spells it, and an unknown one as typed', () => {
    const image = seats[0]?.image ?? { src: '', alt: '', width: 1, height: 1 };
    const cards = placePeople(
      [
        { position: 'Treasurer General', image },
        { position: 'Vice-President', image },
      ],
      [
        testPerson({
          id: 1,
          name: 'Sample Treasurer Name',
          position: 'treasurer general',
          group: 'g',
        }),
        testPerson({ id: 2, name: 'Sample Deputy Name', position: 'vice president', group: 'g' }),
        testPerson({
          id: 3,
          name: 'Sample Second Treasurer',
          position: 'TREASURER GENERAL',
          group: 'g',
        }),
        testPerson({
          id: 4,
          name: 'Sample Adviser Name',
          position: 'adviser to the board',
          group: 'g',
        }),
      ],
      'Body',
    );
    expect(cards.map((card) => [card.name, card.position])).toEqual([
      ['Sample Treasurer Name', 'Treasurer General'],
      ['Sample Deputy Name', 'Vice-President'],
      ['Sample Second Treasurer', 'Treasurer General'],
      ['Sample Adviser Name', 'adviser to the board'],
    ]);
  });
});
