import { FileInput } from '@coaz/ui-kit';
import { useId, useRef, useState } from 'react';
import { photoToUpload } from '../studio/photo-to-upload';

/** Props of {@link FileField}. */
export interface FileFieldProps {
  /** What to attach. */
  label: string;
  /** Form field name. */
  name: string;
  /** The file chosen so far (kept when the form is refused). */
  file: File | undefined;
  /**
   * Called with the new choice, then again with a smaller copy when it is a phone photo that can
   * be sent smaller (see {@link FileField}).
   */
  onChange: (file: File | undefined) => void;
  /** What is wrong with it. */
  error?: string;
  /** A line of help. */
  hint?: string;
  /** Whether the type applied for needs it. */
  required?: boolean;
  /** Accepted types. @default PDF and pictures */
  accept?: string;
  /** Makes a chosen file smaller to send, or gives it back. @default photoToUpload */
  shrink?: (file: File) => Promise<File>;
}

/** A size as a person reads it: `4.8 MB`, `640 KB`. */
function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * A labelled file input that says which file is chosen and what is wrong with it. A JPEG photo
 * larger than the server keeps is drawn again smaller on the phone (`photoToUpload`) and handed on
 * in place of the original, with the sizes said: a phone camera's photo of a licence or an NRC is
 * often 3 to 8 MB, which cost minutes of a slow link and, over 5 MB, was refused with advice to
 * "attach a smaller file" that an applicant on a phone had no way to follow.
 */
export function FileField({
  label,
  name,
  file,
  onChange,
  error,
  hint,
  required,
  accept = 'application/pdf,image/jpeg,image/png,image/webp',
  shrink = photoToUpload,
}: FileFieldProps) {
  const id = useId();
  // The choice being made smaller: a later choice wins over an earlier one still drawing.
  const latest = useRef<File | undefined>(undefined);
  const [shrunk, setShrunk] = useState<{ from: File; to: File }>();
  const choose = async (chosen: File | undefined) => {
    latest.current = chosen;
    onChange(chosen);
    if (!chosen) return;
    const smaller = await shrink(chosen);
    if (smaller === chosen || latest.current !== chosen) return;
    latest.current = smaller;
    setShrunk({ from: chosen, to: smaller });
    onChange(smaller);
  };
  const madeSmaller = shrunk && shrunk.to === file ? shrunk : undefined;
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
        onChange={(event) => void choose(event.target.files?.[0] ?? undefined)}
      />
      {file ? (
        <p id={`${id}-chosen`} className="coaz-field__hint">
          Chosen: {file.name}
          {madeSmaller
            ? ` (made smaller to send: ${readableSize(madeSmaller.from.size)} → ${readableSize(madeSmaller.to.size)})`
            : null}
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
