import type { PageSection } from '../page-section/page-section';
import type { SiteImage } from '../site-image/site-image';

/** A page under "The association" describing one duty it carries out for members and the public. */
export interface AssociationDuty {
  /** Route segment: `/association/{slug}`. */
  slug: string;
  /** The page's title. */
  title: string;
  /** The picture at the top of the page. */
  image: SiteImage;
  /** One sentence for menus and search results. */
  summary: string;
  /** The page's sections. */
  sections: PageSection[];
}

function dutyImage(file: string, alt: string): SiteImage {
  return { src: `duties/${file}.svg`, alt, width: 600, height: 400 };
}

/** The five duty pages, in menu order. */
export const associationDuties: readonly AssociationDuty[] = [
  {
    slug: 'delivering_care',
    image: dutyImage('delivering-care', 'A health centre with a clinician at its door'),
    title: 'Delivering Care',
    summary:
      'Clinical officers carry much of the care Zambians receive, above all in rural districts.',
    sections: [
      {
        heading: 'Where our members work',
        paragraphs: [
          'Clinical officers and medical licentiates are often the only clinicians at a rural health centre and the first ones a patient sees at a district hospital. They diagnose and treat, perform procedures, manage emergencies and refer patients who need specialist care.',
          'The association supports that work by standing up for safe staffing, the equipment and medicines members need, and the respect their role deserves.',
        ],
        points: [
          'Outpatient and inpatient care at health posts, health centres and hospitals.',
          'Emergency, maternal and child health care.',
          'HIV, TB, mental health, eye and anaesthesia services.',
          'Outreach and community health in hard-to-reach areas.',
        ],
      },
      {
        heading: 'Supporting members in service',
        paragraphs: [
          'A clinician who works alone needs backing. District committees visit facilities, hear what members face and take it to the District Health Office; problems that need national attention go to the Health Service Committee.',
          'Members posted to remote facilities can reach the secretariat by telephone or email for advice on their rights, their scope of practice or a difficult situation at work.',
        ],
      },
    ],
  },
  {
    slug: 'professional_practice',
    image: dutyImage('professional-practice', 'A lab coat beside a stethoscope'),
    title: 'Professional Practice',
    summary: 'Standards of conduct and practice the association expects of every member.',
    sections: [
      {
        heading: 'Practising well',
        paragraphs: [
          'Every member practises within the scope of their professional category, keeps a current licence with the Health Professions Council of Zambia and earns the CPD credits the regulator requires.',
          'The Professional Code of Conduct and the Membership Code of Conduct set the standards; the Disciplinary, Ethics and Professionalism Committee hears complaints fairly when they are not met.',
        ],
        points: [
          'Know the limits of your category on prescribing and on signing legal documents.',
          'Consult a medical doctor where your category requires it.',
          'Keep accurate records and protect patient confidentiality.',
          'Report misconduct through the proper channels.',
        ],
      },
      {
        heading: 'Licence and CPD',
        paragraphs: [
          'Your practising licence is renewed by the Health Professions Council of Zambia, not by the association. The association helps you meet the requirements: its CPD sessions carry points, and the secretariat issues letters of good standing when an employer or the regulator asks for one.',
        ],
      },
      {
        heading: 'When a complaint is made',
        paragraphs: [
          'A member facing a complaint is told in writing what it is about and is given time to answer. The member may be heard in person, bring a representative and call witnesses, and receives a written decision with reasons that can be appealed.',
          'Complaints about clinical negligence are matters for the regulator; the association can advise a member on how that process works.',
        ],
      },
    ],
  },
  {
    slug: 'training_institutions_and_students',
    image: dutyImage('training-institutions-and-students', 'A graduation cap above an open book'),
    title: 'Training Institutions and Students',
    summary:
      'How students join the association and are protected in training, and how it works with training institutions.',
    // Only what the constitution (Articles 10, 24 and 35) and the site's other pages already say,
    // in our own words: no institution, person or figure is named that those do not name.
    sections: [
      {
        heading: 'Joining while you study',
        paragraphs: [
          'If you are enrolled at an accredited institution that trains clinical officers or other mid-level clinical practitioners, you can join the association as a Student Member. You are asked to share its values and objectives, to register, and to pay the student fee (Article 35(3) of the constitution).',
          'Student members can take part in mentorship, use study resources and attend the CPD events open to students. Once you qualify and register with the Health Professions Council of Zambia, you can apply for Full Membership.',
        ],
      },
      {
        heading: 'Protection during training',
        paragraphs: [
          'The constitution gives students and newly qualified clinical officers particular protection from exploitation (Article 24). The association speaks up so that:',
        ],
        points: [
          'No student is given work beyond their training, their competence or what the regulator allows.',
          'No one works unpaid, underpaid or under pressure in the name of an internship or attachment, save in special circumstances or in the public interest.',
          'Mentorship, supervision and assessment are fair and help you learn.',
        ],
      },
      {
        heading: 'If something goes wrong',
        paragraphs: [
          'You may report abuse, harassment or exploitation without fear of reprisal: write to or call the secretariat. The association works with training institutions, employers and the regulator to uphold these protections, and may act against a member, an official or an institution that mistreats a student.',
        ],
      },
      {
        heading: 'Working with training institutions',
        paragraphs: [
          'One of the objectives of the association is to support training institutions as they shape the curricula and clinical training of clinical officers and mid-level clinical practitioners (Article 10).',
          'Its Training and Education Committee, led by the National Secretary for Professional Welfare, Training and Development, represents clinical officers to training institutions and the Higher Education Authority on curricula, clinical placements and routes from diploma to degree.',
          "An institution that supports the association's objectives may join as an Affiliate Member (Article 35(5)).",
        ],
      },
    ],
  },
  {
    slug: 'advocacy_in_health_care',
    image: dutyImage('advocacy-in-health-care', 'A megaphone beside the scales of justice'),
    title: 'Advocacy in Health Care',
    summary:
      'Speaking for members and patients on health policy, recruitment and conditions of service.',
    sections: [
      {
        heading: 'Our voice in health policy',
        paragraphs: [
          'The association represents clinical officers to the Ministry of Health, the Health Professions Council of Zambia, the Higher Education Authority and Parliament. It submits positions on health and education policy and follows them up.',
          'Advocacy starts in the districts: members raise concerns with their district committee, which carries them to the province and the national executive.',
        ],
        points: [
          'Recruitment of qualified clinical officers waiting for employment.',
          'Recognition of degree qualifications on the salary scale.',
          'Safe staffing and supplies at rural facilities.',
          'A clear scope of practice for every category.',
        ],
      },
      {
        heading: 'How we advocate',
        paragraphs: ['The association uses every lawful channel open to a professional body:'],
        points: [
          'Written submissions to ministries, regulators and parliamentary committees.',
          'Meetings with the Ministry of Health and the Health Professions Council of Zambia.',
          'Public statements when members or patients are affected.',
          "Evidence from members' own reports, gathered by the districts.",
        ],
      },
    ],
  },
  {
    slug: 'member_benefits',
    image: dutyImage('member-benefits', 'A shield with a heart and a cross'),
    title: 'Member Benefits',
    summary: 'What membership gives you, starting with the group health insurance scheme.',
    sections: [
      {
        heading: 'Group health insurance scheme',
        paragraphs: [
          "Members may join the association's group health insurance scheme, which covers outpatient and inpatient care for members at a lower premium than individual cover, because the association negotiates for all members together.",
        ],
      },
      {
        heading: 'More for members',
        paragraphs: ['Membership also brings:'],
        points: [
          'Legal advice and representation in matters of professional duty.',
          'CPD sessions and conferences at member rates.',
          'Lab coats distributed to members at their hospitals.',
          'Awards that recognise outstanding members.',
          'Networking and mentorship across the country.',
        ],
      },
    ],
  },
];

/** The duty page with this route slug, or undefined if there is none. */
export function findAssociationDuty(slug: string): AssociationDuty | undefined {
  return associationDuties.find((duty) => duty.slug === slug);
}
