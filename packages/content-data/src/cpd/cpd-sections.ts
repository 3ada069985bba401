import type { PageSection } from '../page-section/page-section';

/** The sections of /cpd (Learning and CPD), in page order. */
export const cpdSections: readonly PageSection[] = [
  {
    heading: 'Why CPD matters',
    paragraphs: [
      "Medicine changes and so do the guidelines members work by. The Health Professions Council of Zambia requires every practitioner to earn CPD points each year to renew a practising licence, and the association's constitution asks every member to take part in its CPD programmes.",
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
];
