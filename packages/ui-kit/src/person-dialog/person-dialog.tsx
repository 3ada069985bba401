import { useId, useRef } from 'react';
import { cx } from '../internal/class-names';
import { useBodyScrollLock } from '../internal/use-body-scroll-lock';
import { useModalFocus } from '../internal/use-modal-focus';
import type { DefaultPersonPhotos, PersonDetails } from '../person/person-details';
import { PersonProfile, type PersonProfileLabels } from '../person-profile/person-profile';

/** Props of {@link PersonDialog}. */
export interface PersonDialogProps extends PersonProfileLabels {
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
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * A modal with everything about a person (a {@link PersonProfile}): photo (or the default picture
 * for their gender), name, position, tenure, email, about, qualifications and contributions. Focus
 * moves in and stays in while it is open, Escape closes it, and focus returns to what opened it.
 * Sections without content are left out.
 */
export function PersonDialog({
  person,
  onClose,
  defaultPhotos,
  closeLabel = 'Close',
  className,
  ...labels
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
        <PersonProfile
          {...labels}
          person={person}
          defaultPhotos={defaultPhotos}
          headingLevel={2}
          nameId={titleId}
        />
      </div>
    </div>
  );
}
