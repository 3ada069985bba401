/** Props of {@link PhotoShrinkingStatus}. */
export interface PhotoShrinkingStatusProps {
  /** True while a chosen photo is made smaller (`photoToUpload`). */
  shrinking: boolean;
}

/**
 * Says that a chosen photo is being made smaller before it is sent: on a cheap phone that takes
 * seconds with nothing else new on screen or in a screen reader. Always drawn, empty when there
 * is nothing to say, so the words are announced as they appear (`role="status"`).
 */
export function PhotoShrinkingStatus({ shrinking }: PhotoShrinkingStatusProps) {
  return (
    // Empty, it is visually hidden (taking no room in the form's gaps) but still in the page.
    <p role="status" className={shrinking ? 'coaz-field__hint' : 'coaz-visually-hidden'}>
      {shrinking ? 'Making the photo smaller before it is sent…' : ''}
    </p>
  );
}
