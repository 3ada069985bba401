import { ASSOCIATION_NAME } from '@coaz/content-data';
import { SiteFooter } from '@coaz/ui-kit';
import { useRouteLoaderData } from 'react-router';
import { lusakaYear } from '../dates/lusaka-time';
import { RouterLink } from './router-link';
import { contactEntry, mailtoHref, officeHoursRange, telephoneHref } from './site-settings';
import { useSiteSettings } from './use-site-settings';

/** The footer of every page: contact, location, work hours, quick links and copyright. */
export function SiteFooterBar() {
  // The root loader's year (Lusaka, by the server's clock); an error page may have none.
  const year = useRouteLoaderData<{ year: number }>('root')?.year ?? lusakaYear(new Date());
  const settings = useSiteSettings();
  return (
    <SiteFooter
      organisationName={ASSOCIATION_NAME}
      tagline="The national voice of clinical officers and mid-level clinical practitioners."
      contacts={[
        contactEntry(settings.contactPhone, telephoneHref(settings.contactPhone)),
        contactEntry(settings.contactEmail, mailtoHref(settings.contactEmail)),
      ]}
      location={settings.contactAddress.split(', ')}
      workHours={[{ days: settings.officeDays, hours: officeHoursRange(settings) }]}
      copyrightYear={year}
      links={[
        { label: 'About the association', href: '/about' },
        { label: 'Membership', href: '/membership/full_membership' },
        // Employers look in the footer for a way to check a clinical officer's card (431265b).
        { label: 'Check a membership', href: '/verify' },
        { label: 'Learning and CPD', href: '/services/cpd' },
        { label: 'Constitution', href: '/constitution' },
        { label: 'Careers', href: '/services/careers' },
      ]}
      linkComponent={RouterLink}
    />
  );
}
