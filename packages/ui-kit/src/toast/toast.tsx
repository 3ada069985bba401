import { type FocusEvent, type ReactNode, useEffect, useRef } from 'react';
import type { AlertTone } from '../alert/alert';
import { cx } from '../internal/class-names';
import { ToneMark, toneWords } from '../internal/tone-mark';
import { useHoverFocusPause } from '../internal/use-hover-focus-pause';

/** Props of {@link Toast}. */
export interface ToastProps {
  /** Whether the message is shown. */
  open: boolean;
  /** The message. */
  children: ReactNode;
  /** Called when the toast closes itself or is dismissed. */
  onClose: () => void;
  /**
   * What kind of message it is; 'error' toasts stay until dismissed and are announced at once.
   * @default 'info'
   */
  tone?: AlertTone;
  /**
   * The tone in words, read by screen readers before the message ('Error: Not saved') since the
   * colour of the edge says nothing to them; the mark beside the message shows it to the eye.
   * @default 'Information', 'Success', 'Warning' or 'Error', by tone
   */
  toneLabel?: string;
  /**
   * Milliseconds before it closes by itself; `null` keeps it until dismissed. Errors default to
   * `null`.
   * @default 6000
   */
  durationMs?: number | null;
  /**
   * Accessible name of the dismiss button.
   * @default 'Dismiss'
   */
  closeLabel?: string;
  /** Extra class names for the region that holds the toast. */
  className?: string;
}

/**
 * A short message floating at the bottom of the screen, such as 'Saved', with its tone's mark
 * (i, ✓, ! or ✕) and, for screen readers, its tone in words. Its live regions (a
 * status, and an alert for errors) are always in the page so screen readers announce the message
 * when it appears. It closes by itself after a
 * while, but holds while hovered or focused so nobody loses it mid-read; errors stay until
 * dismissed.
 */
export function Toast({
  open,
  children,
  onClose,
  tone = 'info',
  toneLabel = toneWords[tone],
  durationMs,
  closeLabel = 'Dismiss',
  className,
}: ToastProps) {
  const { held, handlers } = useHoverFocusPause();
  const cameFrom = useRef<HTMLElement | null>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  const duration = durationMs === undefined ? (tone === 'error' ? null : 6000) : durationMs;

  useEffect(() => {
    if (!open || held || duration === null) return;
    const id = setTimeout(() => latestClose.current(), duration);
    return () => clearTimeout(id);
  }, [open, held, duration]);

  const rememberWhereFocusCameFrom = (event: FocusEvent<HTMLButtonElement>) => {
    const from = event.relatedTarget;
    const toastElement = event.currentTarget.closest('.coaz-toast');
    if (from instanceof HTMLElement && !toastElement?.contains(from)) cameFrom.current = from;
  };

  const dismiss = () => {
    const back = cameFrom.current;
    cameFrom.current = null;
    onClose();
    // The dismiss button leaves with the toast: the focus goes back to where it came from
    // rather than falling to the start of the page.
    if (back?.isConnected) back.focus();
  };

  const toast = open ? (
    <div className={cx('coaz-toast', `coaz-toast--${tone}`)} {...handlers}>
      {/* The tone is told in a mark and in words, not only by the edge's colour (WCAG 1.4.1). */}
      <ToneMark tone={tone} className="coaz-toast__icon" />
      <div className="coaz-toast__message">
        <span className="coaz-visually-hidden">{toneLabel}: </span>
        {children}
      </div>
      <button
        type="button"
        className="coaz-toast__close"
        aria-label={closeLabel}
        onFocus={rememberWhereFocusCameFrom}
        onClick={dismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  ) : null;
  const isError = tone === 'error';

  // Both live regions stay in the page, empty until a message arrives in the one of its tone:
  // screen readers announce what is added to a region already there, not a region whose role
  // changes as the message appears (a form's result turning from 'Saved' to an error).
  return (
    <div className={cx('coaz-toast-region', className)}>
      <div role="status" aria-live="polite">
        {isError ? null : toast}
      </div>
      <div role="alert" aria-live="assertive">
        {isError ? toast : null}
      </div>
    </div>
  );
}
