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
import { siteNavigation } from './site-navigation';

/** The member's name as the header shows it. */
function memberName(member: { firstName?: string; lastName?: string; username: string }) {
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
      userName={member ? memberName(member) : undefined}
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
        <NavigationMenu items={siteNavigation} currentPath={pathname} linkComponent={RouterLink} />
      }
      search={<HeaderSearch />}
      account={account}
      mobileMenu={
        <MobileDrawer label="Menu">
          <nav aria-label="Main (small screens)" className="site-drawer-nav">
            <ul>
              {siteNavigation.map((item) => (
                <li key={item.href}>
                  {item.children ? (
                    <details>
                      <summary>{item.label}</summary>
                      <ul>
                        {item.children.map((child) => (
                          <li key={child.href}>
                            <Link
                              to={child.href}
                              aria-current={child.href === pathname ? 'page' : undefined}
                            >
                              {child.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : (
                    <Link to={item.href} aria-current={item.href === pathname ? 'page' : undefined}>
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {account}
        </MobileDrawer>
      }
    />
  );
}
