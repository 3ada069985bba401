import {
  ASSOCIATION_NAME,
  CONTACT_ADDRESS,
  CONTACT_EMAIL,
  CONTACT_PHONE,
  WORK_HOURS,
} from '@coaz/content-data';
import { SiteFooter } from '@coaz/ui-kit';
import { useRouteLoaderData } from 'react-router';
import { lusakaYear } from '../dates/lusaka-time';
import { RouterLink } from './router-link';

/** The footer of every page: contact, location, work hours, quick links and copyright. */
export function SiteFooterBar() {
  // The root loader's year (Lusaka, by the server's clock); an error page may have none.
  const year = useRouteLoaderData<{ year: number }>('root')?.year ?? lusakaYear(new Date());
  return (
    <SiteFooter
      organisationName={ASSOCIATION_NAME}
      tagline="The national voice of clinical officers and mid-level clinical practitioners."
      contacts={[
        { label: CONTACT_PHONE, href: `tel:${CONTACT_PHONE.replace(/\s+/g, '')}` },
        { label: CONTACT_EMAIL, href: `mailto:${CONTACT_EMAIL}` },
      ]}
      location={CONTACT_ADDRESS.split(', ')}
      workHours={[{ days: WORK_HOURS.days, hours: `${WORK_HOURS.opens}-${WORK_HOURS.closes}` }]}
      copyrightYear={year}
      links={[
        { label: 'About the association', href: '/about' },
        { label: 'Membership', href: '/membership/full_membership' },
        { label: 'Learning and CPD', href: '/services/cpd' },
        { label: 'Constitution', href: '/constitution' },
        { label: 'Careers', href: '/services/careers' },
      ]}
      linkComponent={RouterLink}
    />
  );
}
