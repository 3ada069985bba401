import { FileInput } from '@coaz/ui-kit';
import { useId } from 'react';

/** Props of {@link FileField}. */
export interface FileFieldProps {
  /** What to attach. */
  label: string;
  /** Form field name. */
  name: string;
  /** The file chosen so far (kept when the form is refused). */
  file: File | undefined;
  /** Called with the new choice. */
  onChange: (file: File | undefined) => void;
  /** What is wrong with it. */
  error?: string;
  /** A line of help. */
  hint?: string;
  /** Whether the type applied for needs it. */
  required?: boolean;
  /** Accepted types. @default PDF and pictures */
  accept?: string;
}

/** A labelled file input that says which file is chosen and what is wrong with it. */
export function FileField({
  label,
  name,
  file,
  onChange,
  error,
  hint,
  required,
  accept = 'application/pdf,image/jpeg,image/png,image/webp',
}: FileFieldProps) {
  const id = useId();
  const described = [
    hint ? `${id}-hint` : null,
    error ? `${id}-error` : null,
    file ? `${id}-chosen` : null,
  ]
    .filter(Boolean)
    .join(' ');
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
      <FileInput
        id={id}
        name={name}
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? undefined)}
      />
      {file ? (
        <p id={`${id}-chosen`} className="coaz-field__hint">
          Chosen: {file.name}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="coaz-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
