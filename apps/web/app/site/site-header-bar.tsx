import { siteMenu } from 'virtual:site-menu';
import { useCurrentUser } from '@coaz/api-client/react';
import { ASSOCIATION_NAME, ASSOCIATION_SHORT_NAME } from '@coaz/content-data';
import { ContactBar, LoginEntry } from '@coaz/ui-kit';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { HeaderSearch } from './header-search';
import { RouterLink } from './router-link';
import { SiteLogoMark } from './site-logo-mark';
import { SiteMenu } from './site-menu';
import { contactEntry, mailtoHref, telephoneHref } from './site-settings';
import { useHeaderLogout } from './use-header-logout';
import { useSiteMenuDismissal } from './use-site-menu-dismissal';
import { useSiteSettings } from './use-site-settings';

/** The member's name as the header shows it: first and last name, else the user name. */
export function memberName(member: {
  firstName?: string | null;
  lastName?: string | null;
  username: string;
}) {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
  return name || member.username;
}

/**
 * The account corner's button says what pressing it does, the verb "Log out", as the status region
 * answers "You are logged out". Passed explicitly, so the site's wording does not follow a change
 * of ui-kit's default (which read "Logout" until 6 December 2026).
 */
const LOG_OUT_LABEL = 'Log out';

/**
 * The link's words are the action's verb, "Log in", as the login page's heading and button say it
 * (ui-kit's default is the noun "Login"); the address stays /login.
 */
const LOG_IN_LABEL = 'Log in';

/**
 * The phone menu's way to join, beside "Log in", for anyone not signed in as a member: the menu's
 * Membership group lists the types only, and the home page's "Join us" sits below a phone's first
 * screen, so a visitor on a phone found "Log in" and no way to join. Only in the phone menu: the
 * wide header's row is measured to fit at 1024 px and up (e2e/header-layout.spec.ts), and its
 * Membership band and the home page's "Join us" are on screen there.
 */
const JOIN_LABEL = 'Join COAZ';

/** The search page, with the cursor in its field (its `id` on routes/search.tsx). */
const SEARCH_FIELD_PATH = '/search#search-page-query';

/**
 * The header of every page, laid out by CSS alone so that it is whole before any script runs
 * (site/site-header.css). Wide screens: a row with the mark, the search box and the account
 * corner, then the menu's row, which stays at the top of a long page while the first row scrolls
 * away. Phones and tablets: one compact sticky row with the menu button (a native `details`, so it
 * opens at the first tap without the app), the mark and a search link.
 */
export function SiteHeaderBar() {
  const { pathname } = useLocation();
  const { data: member } = useCurrentUser();
  const signedInName = member?.status === 'ACTIVE' ? memberName(member) : undefined;
  const { logOut, notice } = useHeaderLogout(signedInName !== undefined);
  const header = useRef<HTMLElement>(null);
  useSiteMenuDismissal(header, pathname);
  const settings = useSiteSettings();
  const contacts = [
    contactEntry(settings.contactPhone, telephoneHref(settings.contactPhone)),
    contactEntry(settings.contactEmail, mailtoHref(settings.contactEmail)),
    { label: settings.contactAddress },
  ];
  const account = (
    <LoginEntry
      userName={signedInName}
      loginHref="/login"
      loginLabel={LOG_IN_LABEL}
      accountHref="/dashboard"
      onLogout={logOut}
      logoutLabel={LOG_OUT_LABEL}
      linkComponent={RouterLink}
    />
  );
  return (
    <>
      {/* A landmark of its own, beside the header: everything on the page is in one, so a screen
          reader's list of regions reaches the phone number and address too. */}
      <aside className="site-contact-bar" aria-label="Contact the association">
        <ContactBar entries={contacts} />
      </aside>
      <header ref={header} className="site-header" data-escape-closes-menus="">
        <div className="site-header__bar">
          <details className="site-phone-menu">
            <summary className="site-phone-menu__button">
              <span className="site-phone-menu__bars" aria-hidden="true" />
              Menu
            </summary>
            <div className="site-phone-menu__panel">
              <SiteMenu
                items={siteMenu}
                currentPath={pathname}
                layout="phone"
                label="Main (small screens)"
              />
              <div className="site-phone-menu__account" data-account-corner="">
                {account}
                {signedInName ? null : (
                  <RouterLink href="/join" className="coaz-button coaz-button--secondary">
                    {JOIN_LABEL}
                  </RouterLink>
                )}
              </div>
              <div className="site-phone-menu__contacts">
                <ContactBar entries={contacts} label="Contact details (menu)" />
              </div>
            </div>
          </details>
          <Link to="/home" className="site-brand">
            <SiteLogoMark className="site-brand__mark" />
            <span className="site-brand__short" aria-hidden="true">
              {ASSOCIATION_SHORT_NAME}
            </span>
            <span className="site-brand__name">{ASSOCIATION_NAME}</span>
          </Link>
          <div className="site-header__search">
            <HeaderSearch />
          </div>
          {/* The fragment names the search page's field: the browser (or useFragmentFocus, once the
              app runs) puts the cursor there, so a phone user types at once. */}
          <Link to={SEARCH_FIELD_PATH} className="site-header__search-link">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle
                cx="10.5"
                cy="10.5"
                r="6.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
              />
              <path
                d="m15.5 15.5 5 5"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
              />
            </svg>
            <span className="coaz-visually-hidden">Search the site</span>
          </Link>
          <div className="site-header__account" data-account-corner="">
            {account}
          </div>
        </div>
        {/* Says a logout happened: the page may stay the same, and only the header changes. */}
        <p className="coaz-visually-hidden" role="status" aria-atomic="true">
          {notice}
        </p>
        <div className="site-header__menu">
          <SiteMenu items={siteMenu} currentPath={pathname} layout="bar" label="Main" />
        </div>
      </header>
    </>
  );
}
