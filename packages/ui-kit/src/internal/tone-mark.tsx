import type { AlertTone } from '../alert/alert';
import { cx } from './class-names';

/** Each tone in words, said to screen readers before an Alert's or a Toast's message. */
export const toneWords: Record<AlertTone, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

/**
 * The mark of a tone (i, ✓, ! or ✕) shared by Alert and Toast, so both show a tone in the same
 * shape and the shape does not rest on colour. styles/tone-mark.css draws the glyph; each
 * component draws the disc behind it in its own colours. Hidden from screen readers, which hear
 * the tone's word instead.
 */
export function ToneMark({ tone, className }: { tone: AlertTone; className: string }) {
  return (
    <span
      className={cx(className, 'coaz-tone-mark', `coaz-tone-mark--${tone}`)}
      aria-hidden="true"
    />
  );
}
