/**
 * Props for a button that is busy with what it started: marked `aria-disabled` (read as dimmed)
 * and deaf to presses while busy, but never `disabled`. A browser takes the cursor off a button
 * that becomes disabled, so when the action failed a keyboard or screen-reader user was left at
 * the top of the page, with the error beside a button they could no longer find.
 */
export function busyButtonProps(busy: boolean, action: () => void) {
  return {
    'aria-disabled': busy || undefined,
    onClick: () => {
      if (!busy) action();
    },
  };
}
