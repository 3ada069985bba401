import { Link } from 'react-router';
import { SECRETARIAT_CONTACT_PATH } from '../site/secretariat-contact';
import { committeePath, governancePath } from '../site/site-navigation';

/** Where a reader goes after a page: the button's words and the path it opens. */
export interface NextStep {
  label: string;
  to: string;
}

/**
 * What a reader of each service page does next. The pages describe a service but, written as
 * plain text, ended without saying how to get it: the health insurance page sent its readers to
 * the advocacy page, and the research page to "Research and development", a page about careers.
 * Partners and careers end with their own lists, so they have none.
 */
export const serviceNextSteps: Readonly<Record<string, readonly NextStep[]>> = {
  cpd: [{ label: 'See the CPD days and conferences to come', to: '/news' }],
  health_insurance: [
    { label: 'Ask the secretariat about enrolling', to: SECRETARIAT_CONTACT_PATH },
    { label: 'Not a member yet? Join COAZ', to: '/join' },
  ],
  awards_and_certificates: [
    { label: 'Ask the secretariat for a certificate', to: SECRETARIAT_CONTACT_PATH },
  ],
  resource_banking: [
    { label: 'Read the constitution', to: '/constitution' },
    { label: 'Ask the secretariat for a document', to: SECRETARIAT_CONTACT_PATH },
  ],
  research_and_innovation: [
    {
      label: 'The Public Health and Research Committee',
      to: committeePath('public_health_and_research'),
    },
    { label: 'Professional development, from first posting to leadership', to: '/development' },
  ],
};

/** What a reader of each page under "The association" does next. */
export const dutyNextSteps: Readonly<Record<string, readonly NextStep[]>> = {
  delivering_care: [{ label: 'Contact the secretariat', to: SECRETARIAT_CONTACT_PATH }],
  professional_practice: [
    { label: 'The laws and codes of the association', to: '/organisation/laws' },
  ],
  // A student reading the page joins; an institution, or a student reporting exploitation,
  // reaches the association through the secretariat.
  training_institutions_and_students: [
    { label: 'Student membership: who may apply', to: '/membership/student_membership' },
    { label: 'The Training and Education Committee', to: committeePath('training_and_education') },
    { label: 'Contact the secretariat', to: SECRETARIAT_CONTACT_PATH },
  ],
  advocacy_in_health_care: [
    {
      label: 'Your district committee and representatives',
      to: governancePath('district_executive_committees'),
    },
  ],
  member_benefits: [{ label: 'Join COAZ', to: '/join' }],
};

/** A page's next steps as buttons at its end, one to a line; nothing where it has none. */
export function NextSteps({ steps }: { steps: readonly NextStep[] | undefined }) {
  if (!steps || steps.length === 0) return null;
  return steps.map((step, index) => (
    <p key={step.to}>
      <Link
        to={step.to}
        className={
          index === 0 ? 'coaz-button coaz-button--primary' : 'coaz-button coaz-button--secondary'
        }
      >
        {step.label}
      </Link>
    </p>
  ));
}
