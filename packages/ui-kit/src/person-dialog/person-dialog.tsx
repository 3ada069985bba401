import { useId, useRef } from 'react';
import { choosePersonPhoto } from '../internal/choose-person-photo';
import { cx } from '../internal/class-names';
import { PersonPortrait } from '../internal/person-portrait';
import { useBodyScrollLock } from '../internal/use-body-scroll-lock';
import { useModalFocus } from '../internal/use-modal-focus';
import type { DefaultPersonPhotos, PersonDetails } from '../person/person-details';

/** Props of {@link PersonDialog}. */
export interface PersonDialogProps {
  /** The person shown; `null` closes the dialog. */
  person: PersonDetails | null;
  /** Called on the close button, Escape or a click on the backdrop. */
  onClose: () => void;
  /** Pictures for people without a photo, chosen by gender. */
  defaultPhotos?: DefaultPersonPhotos;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Name of the tenure line.
   * @default 'Tenure'
   */
  tenureLabel?: string;
  /**
   * Name of the e-mail line.
   * @default 'Email'
   */
  emailLabel?: string;
  /**
   * Heading of the paragraph about the person.
   * @default 'About'
   */
  aboutLabel?: string;
  /**
   * Heading of the qualifications list.
   * @default 'Qualifications'
   */
  qualificationsLabel?: string;
  /**
   * Heading of the contributions list.
   * @default 'Contributions'
   */
  contributionsLabel?: string;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * A modal with everything about a person: photo (or the default picture for their gender), name,
 * position, tenure, email, about, qualifications and contributions. Focus moves in and stays in
 * while it is open, Escape closes it, and focus returns to what opened it. Sections without content
 * are left out.
 */
export function PersonDialog({
  person,
  onClose,
  defaultPhotos,
  closeLabel = 'Close',
  tenureLabel = 'Tenure',
  emailLabel = 'Email',
  aboutLabel = 'About',
  qualificationsLabel = 'Qualifications',
  contributionsLabel = 'Contributions',
  className,
}: PersonDialogProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const open = person !== null;
  useModalFocus(panelRef, open, onClose);

  useBodyScrollLock(open);

  if (!person) return null;
  const titleId = `${id}-name`;

  return (
    <div className={cx('coaz-person-dialog', className)}>
      <div className="coaz-person-dialog__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className="coaz-person-dialog__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <button
          type="button"
          className="coaz-icon-button coaz-person-dialog__close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
        <div className="coaz-person-dialog__header">
          <PersonPortrait
            image={choosePersonPhoto(person, defaultPhotos)}
            name={person.name}
            className="coaz-person-dialog__photo"
          />
          <div>
            <h2 id={titleId} className="coaz-person-dialog__name">
              {person.name}
            </h2>
            <p className="coaz-person-dialog__position">{person.position}</p>
          </div>
        </div>
        <dl className="coaz-card__details">
          {person.tenure ? (
            <>
              <dt>{tenureLabel}</dt>
              <dd>{person.tenure}</dd>
            </>
          ) : null}
          {person.email ? (
            <>
              <dt>{emailLabel}</dt>
              <dd>
                <a className="coaz-link" href={`mailto:${person.email}`}>
                  {person.email}
                </a>
              </dd>
            </>
          ) : null}
        </dl>
        {person.about ? (
          <section>
            <h3 className="coaz-person-dialog__heading">{aboutLabel}</h3>
            <p className="coaz-person-dialog__text">{person.about}</p>
          </section>
        ) : null}
        {person.qualifications?.length ? (
          <section>
            <h3 className="coaz-person-dialog__heading">{qualificationsLabel}</h3>
            <ul className="coaz-person-dialog__list">
              {person.qualifications.map((entry) => (
                <li key={entry}>{entry}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {person.contributions?.length ? (
          <section>
            <h3 className="coaz-person-dialog__heading">{contributionsLabel}</h3>
            <ul className="coaz-person-dialog__list">
              {person.contributions.map((entry) => (
                <li key={entry}>{entry}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
