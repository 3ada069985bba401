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
    features: [
      {
        title: 'Advocacy',
        text: 'We speak for members to government, regulators and employers on recruitment, conditions of service and scope of practice.',
        link: '/association/advocacy_in_health_care',
        image: featureImage('advocacy', 'A megaphone'),
      },
      {
        title: 'Learning and CPD',
        text: 'Conferences and district sessions that count towards your licence renewal.',
        link: '/cpd',
        image: featureImage('learning', 'An open book with a stethoscope'),
      },
      {
        title: 'Member benefits',
        text: 'Group health insurance, legal advice, lab coats and awards for members in good standing.',
        link: '/association/member_benefits',
        image: featureImage('benefits', 'A shield with a heart'),
      },
    ],
  },
  successStory: {
    heading: 'Lab coats in every province',
    paragraphs: [
      'In 2024 the association took lab coats to members at hospitals from Ndola and Kitwe to Livingstone and Chipata. It is a small thing with a large meaning: members are seen and recognised on the ward.',
      "The distribution was paid for by members' subscriptions, and every province took part.",
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
    text: 'Questions about membership, subscriptions or an event? Call or write to us.',
    phone: CONTACT_PHONE,
    email: CONTACT_EMAIL,
    address: CONTACT_ADDRESS,
    hours: WORK_HOURS.label,
  },
};
