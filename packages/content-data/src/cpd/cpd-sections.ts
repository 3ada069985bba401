import type { PageSection } from '../page-section/page-section';

/** The sections of /cpd (Learning and CPD), in page order. */
export const cpdSections: readonly PageSection[] = [
  {
    heading: 'Why CPD matters',
    paragraphs: [
      "Medicine changes and so do the guidelines members work by. Beyond the points the regulator asks for each year, the association's constitution asks every member to take part in its CPD programmes.",
    ],
  },
  {
    heading: 'What the association offers',
    paragraphs: ['CPD organised or accredited by the association includes:'],
    points: [
      'The national CPD conference, held each year.',
      'Provincial and district CPD days on topics members choose.',
      'Clinical meetings and case reviews at hospitals.',
      'Short courses with partner institutions.',
    ],
  },
  {
    heading: 'Recording your points',
    paragraphs: [
      'Each session the association organises gives a certificate of attendance with its CPD points. Keep your certificates and log your points with the regulator before your licence renewal.',
    ],
  },
  {
    heading: 'Members far from town',
    paragraphs: [
      'Not every member can travel to a conference. District committees run short sessions at district hospitals, and presentations from national events are shared in Resource Banking so that members can study them on a phone.',
    ],
  },
  {
    heading: 'Offer a session',
    paragraphs: [
      'Members and partner institutions who want to run an accredited session send the topic, the presenters and the learning objectives to the Training and Education Committee through the secretariat at least a month before the date.',
    ],
  },
];
