import {
  CONTACT_ADDRESS,
  CONTACT_EMAIL,
  CONTACT_PHONE,
  WORK_HOURS,
} from '../association/contact-details';
import type { SiteImage } from '../site-image/site-image';

/** A feature card on the landing page. */
export interface LandingFeature {
  /** The card's title. */
  title: string;
  /** One or two sentences. */
  text: string;
  /** Route the card opens. */
  link: string;
  /** The card's drawing. */
  image: SiteImage;
}

/** The landing page's sections below the carousel. */
export interface LandingSections {
  /** The "what we do" cards. */
  mainFeatures: { heading: string; intro: string; features: LandingFeature[] };
  /** A story of the association's work. */
  successStory: {
    heading: string;
    paragraphs: string[];
    image: SiteImage;
    link: string;
    linkLabel: string;
  };
  /** Why join, as short points. */
  benefits: { heading: string; intro: string; points: string[]; link: string; linkLabel: string };
  /** The contact strip above the footer. */
  contactBanner: {
    heading: string;
    text: string;
    phone: string;
    email: string;
    address: string;
    hours: string;
  };
}

function featureImage(file: string, alt: string): SiteImage {
  return { src: `landing/${file}.svg`, alt, width: 320, height: 240 };
}

/** The landing page texts. */
export const landingSections: LandingSections = {
  mainFeatures: {
    heading: 'What the association does',
    intro: 'We stand with clinical officers from training to retirement.',
    // What the association does, from its objectives (Article 10 of the constitution) and the
    // services the site describes; the tiles once carried a business template's headings.
    features: [
      {
        title: 'Organisation',
        text: 'A National Executive Committee, a Provincial Coordinator in every province, district committees and branches, and a secretariat in Lusaka, so that every member has representatives close by and a voice at the top.',
        link: '/organisation/governance/national_executive_committee',
        image: featureImage('organisation', 'Three figures standing together'),
      },
      {
        title: 'Advocacy',
        text: 'We speak for clinical officers and their patients to the Ministry of Health, the regulator and training institutions: on recognition, conditions of service, safe staffing and a clear scope of practice.',
        link: '/association/advocacy_in_health_care',
        image: featureImage('advocacy', 'A megaphone beside a speech bubble'),
      },
      {
        title: 'Learning and CPD',
        text: 'CPD sessions and conferences that carry points for your licence renewal, and a bank of study and practice resources, from your first posting to leadership.',
        link: '/services/cpd',
        image: featureImage('learning-and-cpd', 'An open book beside a ticked checklist'),
      },
      {
        title: 'Member benefits',
        text: 'The group health insurance scheme, legal advice in matters of professional duty, and awards that recognise outstanding members.',
        link: '/association/member_benefits',
        image: featureImage('member-benefits', 'A shield with a heart and a cross'),
      },
    ],
  },
  successStory: {
    // Says only what the news tells of the distribution: four hospitals in three provinces.
    heading: 'Lab coats on the ward',
    paragraphs: [
      'In 2024 the association took lab coats to members at hospitals from Ndola and Kitwe to Livingstone and Chipata. It is a small thing with a large meaning: members are seen and recognised on the ward.',
      "The distribution was paid for by members' subscriptions and reached members on the Copperbelt and in Southern and Eastern Provinces.",
    ],
    image: {
      src: 'landing/success-story.svg',
      alt: 'Lab coats on hangers in a row',
      width: 600,
      height: 400,
    },
    link: '/news',
    linkLabel: 'Read the news',
  },
  benefits: {
    heading: 'Why join',
    intro: 'Membership makes the profession stronger and gives you:',
    points: [
      'A voice in health policy and your conditions of service.',
      'CPD for your licence renewal.',
      'The group health insurance scheme.',
      'Legal advice in matters of professional duty.',
      'A network of colleagues in every district.',
    ],
    link: '/membership/full_membership',
    linkLabel: 'See membership',
  },
  contactBanner: {
    heading: 'Talk to the secretariat',
    // Journalists and partners write to the same secretariat; saying so lets a search for the
    // press find these contacts.
    text: 'Questions about membership, subscriptions or an event, or from the press? Call or write to us.',
    phone: CONTACT_PHONE,
    email: CONTACT_EMAIL,
    address: CONTACT_ADDRESS,
    hours: WORK_HOURS.label,
  },
};
