import type { PersonDetails } from '../person/person-details';
import { sampleImage } from './story-images';

// People in stories are named by their office, never by an invented name: the real names come
// from the secretariat's editors, and a developer copying a story must not copy a made-up person.

/** The National President, with every part of a profile filled in. */
export const storyPresident: PersonDetails = {
  name: "The President's name",
  position: 'National President',
  tenure: '2022 to 2026',
  email: 'president@example.org',
  about:
    'What the President has written about their training, the districts they have served in and their work for the association, as the secretariat enters it.',
  qualifications: ['Diploma in Clinical Medicine', 'Advanced Diploma in Anaesthesia'],
  contributions: ['A contribution to the association’s work, as the secretariat words it'],
  gender: 'female',
};

/** The Treasurer, with no photo: the default picture for their gender stands in. */
export const storyTreasurer: PersonDetails = {
  name: "The Treasurer's name",
  position: 'Treasurer',
  gender: 'male',
};

/** An office whose title, and the name beside it, run over several lines on a card. */
export const storyLongOffice: PersonDetails = {
  name: 'The full name of the Deputy National Secretary, however many names and surnames it has',
  position: 'Deputy National Secretary for Research, Education and Professional Development',
};

/** The default pictures for people without a photo, chosen by gender. */
export function storyDefaultPhotos(size: number) {
  return {
    female: sampleImage(320, 'Default picture', size, size),
    male: sampleImage(200, 'Default picture', size, size),
  };
}

/** A photo of the President, generated so stories need no network; its alt is the name. */
export function storyPresidentPhoto(size: number) {
  return { ...sampleImage(330, 'Photo', size, size), alt: storyPresident.name };
}
