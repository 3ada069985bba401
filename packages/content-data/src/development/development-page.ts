import type { PageSection } from '../page-section/page-section';

/** The texts of /development. */
export interface DevelopmentPage {
  /** The page's title. */
  title: string;
  /** One sentence under the title. */
  summary: string;
  /** The page's sections. */
  sections: PageSection[];
}

/** The development page: how the association grows the profession and its members' careers. */
export const developmentPage: DevelopmentPage = {
  title: 'Professional Development',
  summary: 'How the association helps members grow from their first posting to leadership.',
  sections: [
    {
      heading: 'Career progression',
      paragraphs: [
        "A clinical officer can grow from a diploma to an advanced diploma, a bachelor's degree as a medical licentiate or in a specialised field, and on to postgraduate study. The association presses for clear upgrading routes, study leave and recognition of each qualification on the salary scale.",
      ],
    },
    {
      heading: 'Skills and mentorship',
      paragraphs: [
        'Experienced members mentor new graduates through district chapters, and CPD sessions target the skills members ask for most: emergency care, obstetrics, mental health and leadership.',
      ],
    },
    {
      heading: 'Leadership',
      paragraphs: [
        'Serving on a district, provincial or national committee is itself development. The association trains its office bearers in governance, finance and advocacy.',
      ],
    },
  ],
};
