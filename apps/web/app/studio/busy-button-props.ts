import type { MouseEvent } from 'react';

/**
 * Props for a button that is busy with what it started: marked `aria-disabled` (read as dimmed)
 * and deaf to presses while busy, but never `disabled`. A browser takes the cursor off a button
 * that becomes disabled, so when the action failed a keyboard or screen-reader user was left at
 * the top of the page, with the error beside a button they could no longer find.
 */
export function busyButtonProps(
  busy: boolean,
  action: (event: MouseEvent<HTMLButtonElement>) => void,
) {
  return {
    'aria-disabled': busy || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (!busy) action(event);
    },
  };
}

/**
 * Props for a form's submit button while its form is busy, for the reason {@link busyButtonProps}
 * gives: dimmed and deaf to presses, never `disabled`. Enter in a field of the form presses this
 * button too (the browser's implicit submission clicks it), so that is held back as well; the
 * form's own submit handler should still refuse a second save while one runs.
 */
export function busySubmitProps(busy: boolean) {
  return {
    type: 'submit' as const,
    'aria-disabled': busy || undefined,
    onClick: (event: MouseEvent) => {
      if (busy) event.preventDefault();
    },
  };
}
