import { type ReactNode, useId, useRef, useState } from 'react';
import { cx } from '../internal/class-names';
import { useBodyScrollLock } from '../internal/use-body-scroll-lock';
import { useModalFocus } from '../internal/use-modal-focus';

/** Props of {@link MobileDrawer}. */
export interface MobileDrawerProps {
  /** Accessible name of the drawer, e.g. 'Menu'. */
  label: string;
  /** What the drawer holds: usually the navigation links and the login entry. */
  children: ReactNode;
  /**
   * Accessible name of the hamburger button.
   * @default 'Open menu'
   */
  openLabel?: string;
  /**
   * Accessible name of the close button inside the drawer.
   * @default 'Close menu'
   */
  closeLabel?: string;
  /** Controlled open state; omit it to let the drawer keep its own. */
  open?: boolean;
  /** Called whenever the drawer asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * The hamburger button and the drawer it opens on small screens. While open, focus stays inside
 * the drawer, Escape or the backdrop closes it, and focus returns to the hamburger. Following a link
 * inside also closes it, because the page behind is about to change.
 */
export function MobileDrawer({
  label,
  children,
  openLabel = 'Open menu',
  closeLabel = 'Close menu',
  open: controlledOpen,
  onOpenChange,
  className,
}: MobileDrawerProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  useModalFocus(panelRef, open, () => setOpen(false));
  useBodyScrollLock(open);

  return (
    <div className={cx('coaz-drawer', className)}>
      <button
        type="button"
        className="coaz-icon-button coaz-drawer__hamburger"
        aria-label={openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => setOpen(true)}
      >
        <span className="coaz-drawer__bars" aria-hidden="true" />
      </button>
      {open ? (
        <>
          <div
            className="coaz-drawer__backdrop"
            aria-hidden="true"
            onClick={() => setOpen(false)}
          />
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: notices a followed link, whatever followed it. */}
          <div
            ref={panelRef}
            id={`${id}-panel`}
            role="dialog"
            aria-modal="true"
            aria-label={label}
            tabIndex={-1}
            className="coaz-drawer__panel"
            onClick={(event) => {
              if ((event.target as Element).closest('a[href]')) setOpen(false);
            }}
          >
            <button
              type="button"
              className="coaz-icon-button coaz-drawer__close"
              aria-label={closeLabel}
              onClick={() => setOpen(false)}
            >
              <span aria-hidden="true">×</span>
            </button>
            <div className="coaz-drawer__content">{children}</div>
          </div>
        </>
      ) : null}
    </div>
  );
}
