import { siteMenu } from 'virtual:site-menu';
import { useCurrentUser, useLogout } from '@coaz/api-client/react';
import {
  ASSOCIATION_NAME,
  ASSOCIATION_SHORT_NAME,
  CONTACT_ADDRESS,
  CONTACT_EMAIL,
  CONTACT_PHONE,
} from '@coaz/content-data';
import { ContactBar, LoginEntry, MobileDrawer, NavigationMenu, SiteHeader } from '@coaz/ui-kit';
import { Link, useLocation, useNavigate } from 'react-router';
import { HeaderSearch } from './header-search';
import { RouterLink } from './router-link';

/** The member's name as the header shows it. */
function memberName(member: {
  firstName?: string | null;
  lastName?: string | null;
  username: string;
}) {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
  return name || member.username;
}

/** The header of every page: contact bar, brand, menu, search box and the login entry. */
export function SiteHeaderBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: member } = useCurrentUser();
  const logout = useLogout();
  const account = (
    <LoginEntry
      userName={member?.status === 'ACTIVE' ? memberName(member) : undefined}
      loginHref="/login"
      accountHref="/dashboard"
      onLogout={() => logout.mutate(undefined, { onSuccess: () => navigate('/home') })}
      linkComponent={RouterLink}
    />
  );
  return (
    <SiteHeader
      contactBar={
        <ContactBar
          entries={[
            { label: CONTACT_PHONE, href: `tel:${CONTACT_PHONE.replace(/\s+/g, '')}` },
            { label: CONTACT_EMAIL, href: `mailto:${CONTACT_EMAIL}` },
            { label: CONTACT_ADDRESS },
          ]}
        />
      }
      brand={
        <Link to="/home" className="site-brand">
          <span className="site-brand__short" aria-hidden="true">
            {ASSOCIATION_SHORT_NAME}
          </span>
          <span className="site-brand__name">{ASSOCIATION_NAME}</span>
        </Link>
      }
      navigation={
        <NavigationMenu items={siteMenu} currentPath={pathname} linkComponent={RouterLink} />
      }
      search={<HeaderSearch />}
      account={account}
      mobileMenu={
        <MobileDrawer label="Menu">
          <NavigationMenu
            items={siteMenu}
            currentPath={pathname}
            linkComponent={RouterLink}
            layout="column"
            label="Main (small screens)"
          />
          {account}
        </MobileDrawer>
      }
    />
  );
}
