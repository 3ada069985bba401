import {
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface FieldFrameProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  /** Draws the control, given its id and what describes it. */
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** The kit's field look (label, hint, error tied by `aria-describedby`) around any control. */
function FieldFrame({ label, hint, error, required, children }: FieldFrameProps) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={error ? 'coaz-field coaz-field--invalid' : 'coaz-field'}>
      <label htmlFor={id} className="coaz-field__label">
        {label}
        {required ? (
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
      <div className="coaz-field__control">{children({ id, describedBy })}</div>
      {error ? (
        <p id={`${id}-error`} className="coaz-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link TextAreaField}; other props go to the `<textarea>`. */
export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled multi-line field in the kit's look (the kit has single-line fields only). */
export function TextAreaField({ label, hint, error, required, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={5}
          className="coaz-input coaz-field__input studio-textarea"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          required={required}
          {...props}
        />
      )}
    </FieldFrame>
  );
}

/** Props of {@link SelectField}; other props go to the `<select>`. */
export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled drop-down in the kit's input look. */
export function SelectField({ label, options, hint, error, required, ...props }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy }) => (
        <select
          id={id}
          className="coaz-input coaz-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          required={required}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
