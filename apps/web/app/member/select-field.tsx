import { type SelectHTMLAttributes, useId } from 'react';

/** Props of {@link SelectField}; every other prop goes to the `<select>`. */
export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** A line of help under the label; read out with the field, as the kit's text fields do. */
  hint?: string;
  /** What is wrong with the choice; read out with the field. */
  error?: string;
}

/** A labelled `<select>` that looks and reports errors like the kit's text fields. */
export function SelectField({ label, hint, error, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={error ? 'coaz-field coaz-field--invalid' : 'coaz-field'}>
      <label htmlFor={id} className="coaz-field__label">
        {label}
        {selectProps.required ? (
          <span className="coaz-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="coaz-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="coaz-field__control">
        <select
          id={id}
          className="coaz-input coaz-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...selectProps}
        >
          {children}
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className="coaz-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
