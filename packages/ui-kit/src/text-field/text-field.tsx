import {
  type HTMLInputTypeAttribute,
  type InputHTMLAttributes,
  type ReactNode,
  useId,
} from 'react';
import { cx } from '../internal/class-names';

/** Props of {@link TextField}; every other prop goes to the `<input>`. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** The visible label. */
  label: string;
  /** Help shown under the label, such as the expected format. */
  hint?: string;
  /** What is wrong with the value; marks the input invalid and is read out with it. */
  error?: string;
  /** Content inside the field after the input, such as the show-password button. */
  trailing?: ReactNode;
  /** Extra class names for the field's wrapper; the `<input>` props go to the input. */
  className?: string;
  /**
   * The input's type, such as `'email'` or `'tel'` (which also pick the phone's keyboard).
   * @default 'text'
   */
  type?: HTMLInputTypeAttribute;
}

/**
 * A labelled text input with optional hint and error message, both tied to the input with
 * `aria-describedby`; an error also sets `aria-invalid`. The typed value is never cleared on error.
 */
export function TextField({
  label,
  hint,
  error,
  trailing,
  className,
  id: givenId,
  type = 'text',
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null, extraDescribedBy].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={cx('coaz-field', error && 'coaz-field--invalid', className)}>
      <label htmlFor={id} className="coaz-field__label">
        {label}
        {inputProps.required ? (
          <span className="coaz-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="coaz-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="coaz-field__control">
        <input
          id={id}
          type={type}
          className="coaz-input coaz-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="coaz-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
