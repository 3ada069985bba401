import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import { phoneNumberDirection } from '../internal/phone-number-direction';
import { PlainLink } from '../internal/plain-link';
import type { LinkComponent } from '../link/link-component';

/** A contact line of the footer: a phone number, an email address, a postal box. */
export interface FooterContact {
  /** What people read, such as the phone number as written locally. */
  label: string;
  /** `tel:`, `mailto:` or a web address; without it the line is plain text. */
  href?: string;
}

/** Opening hours for a run of days, e.g. `{ days: 'Monday to Friday', hours: '08:00-17:00' }`. */
export interface FooterWorkHours {
  /** The days, e.g. 'Monday to Friday'. */
  days: string;
  /** The opening hours on those days, e.g. '08:00 to 17:00'. */
  hours: string;
}

/** A link in the footer's quick links column. */
export interface FooterLink {
  /** The link's text. */
  label: string;
  /** Where it leads, through `linkComponent`. */
  href: string;
}

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  /** Name shown above the columns and in the copyright line. */
  organisationName: string;
  /** A short line under the name, such as the association's motto. */
  tagline?: string;
  /** The Contact column, one line each. */
  contacts: FooterContact[];
  /** The address, one line per entry. */
  location: string[];
  /** The Work hours column, one line per group of days. */
  workHours: FooterWorkHours[];
  /** Year in the copyright line; fixed by the caller so prerendered pages do not change each January. */
  copyrightYear: number;
  /**
   * Holder in the copyright line.
   * @default organisationName
   */
  copyrightHolder?: string;
  /** The Quick links column; left out when empty. */
  links?: FooterLink[];
  /** Extra content at the bottom, such as social media links. */
  extra?: ReactNode;
  /**
   * Heading of the contact column.
   * @default 'Contact'
   */
  contactHeading?: string;
  /**
   * Heading of the address column.
   * @default 'Location'
   */
  locationHeading?: string;
  /**
   * Heading of the work hours column.
   * @default 'Work hours'
   */
  workHoursHeading?: string;
  /**
   * Heading of the quick links column.
   * @default 'Quick links'
   */
  linksHeading?: string;
  /**
   * Link used for the quick links.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/** The site's footer: contact, location, work hours, quick links and the copyright line. */
export function SiteFooter({
  organisationName,
  tagline,
  contacts,
  location,
  workHours,
  copyrightYear,
  copyrightHolder = organisationName,
  links = [],
  extra,
  contactHeading = 'Contact',
  locationHeading = 'Location',
  workHoursHeading = 'Work hours',
  linksHeading = 'Quick links',
  linkComponent: Link = PlainLink,
  className,
}: SiteFooterProps) {
  return (
    <footer className={cx('coaz-footer', className)}>
      <div className="coaz-footer__intro">
        <p className="coaz-footer__name">{organisationName}</p>
        {tagline ? <p className="coaz-footer__tagline">{tagline}</p> : null}
      </div>
      <div className="coaz-footer__columns">
        <section className="coaz-footer__column">
          <h2 className="coaz-footer__heading">{contactHeading}</h2>
          <ul className="coaz-footer__list">
            {contacts.map((contact) => (
              <li key={contact.label}>
                {contact.href ? (
                  <a href={contact.href} dir={phoneNumberDirection(contact.href)}>
                    {contact.label}
                  </a>
                ) : (
                  contact.label
                )}
              </li>
            ))}
          </ul>
        </section>
        <section className="coaz-footer__column">
          <h2 className="coaz-footer__heading">{locationHeading}</h2>
          <address className="coaz-footer__address">
            {location.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
        <section className="coaz-footer__column">
          <h2 className="coaz-footer__heading">{workHoursHeading}</h2>
          <dl className="coaz-footer__hours">
            {workHours.map((entry) => (
              <div key={entry.days}>
                <dt>{entry.days}</dt>
                <dd>{entry.hours}</dd>
              </div>
            ))}
          </dl>
        </section>
        {links.length > 0 ? (
          <nav className="coaz-footer__column" aria-label={linksHeading}>
            <h2 className="coaz-footer__heading">{linksHeading}</h2>
            <ul className="coaz-footer__list">
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {extra ? <div className="coaz-footer__extra">{extra}</div> : null}
      <p className="coaz-footer__copyright">
        © {copyrightYear} {copyrightHolder}
      </p>
    </footer>
  );
}
