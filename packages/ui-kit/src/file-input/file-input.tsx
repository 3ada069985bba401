import type { InputHTMLAttributes, Ref } from 'react';
import { cx } from '../internal/class-names';

/** Props of {@link FileInput}: every `<input>` prop but `type`, which is always `file`. */
export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The `<input>` element, for clearing its value or focusing it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A file input whose chooser button has the kit's look and a 44 px touch target (the browser's
 * own is about 21 px tall). It only styles the native input: label it with a `<label>`, and show
 * the chosen file's name, hint and error beside it as the form needs.
 *
 * The same look is the class `coaz-file-input` for an `<input type="file">` rendered elsewhere.
 *
 * @example
 * <label htmlFor="nrc">National registration card</label>
 * <FileInput id="nrc" name="nrc" accept="application/pdf,image/jpeg" onChange={onChoose} />
 */
export function FileInput({ className, ref, ...props }: FileInputProps) {
  return <input ref={ref} {...props} type="file" className={cx('coaz-file-input', className)} />;
}
