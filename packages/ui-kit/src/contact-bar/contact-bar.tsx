import type { ReactNode } from 'react';
import { phoneNumberDirection } from '../internal/phone-number-direction';

/** One way to reach the association, as shown in the contact bar. */
export interface ContactBarEntry {
  /** What people read, e.g. the phone number as written locally. */
  label: string;
  /** Where the entry leads: `tel:`, `mailto:`, a map URL. Without it the entry is plain text. */
  href?: string;
  /** A small decorative icon shown before the label (hidden from assistive technology). */
  icon?: ReactNode;
}

/** Props of {@link ContactBar}. */
export interface ContactBarProps {
  /** The ways to reach the association, in order. */
  entries: ContactBarEntry[];
  /**
   * Accessible name of the list.
   * @default 'Contact details'
   */
  label?: string;
  /** Content at the end of the bar, such as social links or the login entry. */
  trailing?: ReactNode;
}

/** The thin bar above the site header with phone, email and address. */
export function ContactBar({ entries, label = 'Contact details', trailing }: ContactBarProps) {
  return (
    <div className="coaz-contact-bar">
      <ul className="coaz-contact-bar__list" aria-label={label}>
        {entries.map((entry) => (
          <li key={`${entry.label}${entry.href ?? ''}`} className="coaz-contact-bar__entry">
            {entry.icon ? (
              <span className="coaz-contact-bar__icon" aria-hidden="true">
                {entry.icon}
              </span>
            ) : null}
            {entry.href ? (
              <a
                className="coaz-contact-bar__link"
                href={entry.href}
                dir={phoneNumberDirection(entry.href)}
              >
                {entry.label}
              </a>
            ) : (
              <span>{entry.label}</span>
            )}
          </li>
        ))}
      </ul>
      {trailing ? <div className="coaz-contact-bar__trailing">{trailing}</div> : null}
    </div>
  );
}
