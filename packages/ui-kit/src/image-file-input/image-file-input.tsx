import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { FileInput } from '../file-input/file-input';
import { cx } from '../internal/class-names';

/** The image types accepted by default: what every browser can show as a preview. */
export const DEFAULT_IMAGE_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
];

/** Props of {@link ImageFileInput}. */
export interface ImageFileInputProps {
  /** The visible label of the chooser. */
  label: string;
  /** Called with the chosen image, or `null` when it is removed. Rejected files never reach it. */
  onChange: (file: File | null) => void;
  /** Help shown under the label, such as the size the picture should be. */
  hint?: string;
  /** An error from outside, such as the upload failing; shown like the field's own errors. */
  error?: string;
  /**
   * Accepted MIME types.
   * @default DEFAULT_IMAGE_TYPES
   */
  acceptTypes?: readonly string[];
  /** Largest file accepted, in bytes; larger files are rejected with `tooLargeMessage`. */
  maxBytes?: number;
  /**
   * Shown when the chosen file is not one of `acceptTypes`.
   * @default 'Choose an image file (PNG, JPEG, WebP or GIF).'
   */
  wrongTypeMessage?: string;
  /**
   * Shown when the chosen file is larger than `maxBytes`.
   * @default 'This image is too large. Choose a smaller one.'
   */
  tooLargeMessage?: string;
  /** Address of the image already saved, previewed until another is chosen. */
  currentImageUrl?: string;
  /**
   * Text alternative of the preview.
   * @default 'Preview of the chosen image'
   */
  previewAlt?: string;
  /**
   * Text of the button that removes the choice.
   * @default 'Remove image'
   */
  removeLabel?: string;
  /** The file input's `name`, for a form that is submitted natively. */
  name?: string;
  /** Marks the file input required, so a native form refuses to submit without an image. */
  required?: boolean;
  /**
   * Refuses a new choice and the removal, such as while the form is saving; the preview stays.
   * @default false
   */
  disabled?: boolean;
  /** Extra class names for the field's wrapper. */
  className?: string;
}

/**
 * A file input that accepts images only and previews the one chosen. A file of another type, or
 * one over `maxBytes`, is refused with a message and the previous choice is kept.
 */
export function ImageFileInput({
  label,
  onChange,
  hint,
  error,
  acceptTypes = DEFAULT_IMAGE_TYPES,
  maxBytes,
  wrongTypeMessage = 'Choose an image file (PNG, JPEG, WebP or GIF).',
  tooLargeMessage = 'This image is too large. Choose a smaller one.',
  currentImageUrl,
  previewAlt = 'Preview of the chosen image',
  removeLabel = 'Remove image',
  name,
  required,
  disabled,
  className,
}: ImageFileInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [ownError, setOwnError] = useState<string | null>(null);
  // Each refusal is a new alert, so a second wrong file is announced again.
  const [refusals, setRefusals] = useState(0);
  const shownError = ownError ?? error;

  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!acceptTypes.includes(file.type)) {
      setOwnError(wrongTypeMessage);
      setRefusals((count) => count + 1);
      return;
    }
    if (maxBytes !== undefined && file.size > maxBytes) {
      setOwnError(tooLargeMessage);
      setRefusals((count) => count + 1);
      return;
    }
    setOwnError(null);
    setPreviewUrl(URL.createObjectURL(file));
    onChange(file);
  };

  const remove = () => {
    setPreviewUrl(null);
    setOwnError(null);
    if (inputRef.current) {
      inputRef.current.value = '';
      // The remove button leaves with the preview; without this the focus would fall to the page.
      inputRef.current.focus();
    }
    onChange(null);
  };

  const shownPreview = previewUrl ?? currentImageUrl;
  const describedBy = [hint ? `${id}-hint` : null, shownError ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={cx(
        'coaz-field',
        'coaz-image-input',
        shownError && 'coaz-field--invalid',
        className,
      )}
    >
      <label htmlFor={id} className="coaz-field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="coaz-field__hint">
          {hint}
        </p>
      ) : null}
      <FileInput
        ref={inputRef}
        id={id}
        name={name}
        accept={acceptTypes.join(',')}
        required={required}
        disabled={disabled}
        className="coaz-image-input__input"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={onFileChange}
      />
      {/* A file refused as it is chosen is announced at once: the cursor stays on the chooser, so
          its description alone was not read and a screen reader said nothing of the refusal. An
          error the form passes in is read with the field its form sends the cursor to. */}
      {shownError ? (
        <p
          key={ownError ? refusals : 'error'}
          id={`${id}-error`}
          className="coaz-field__error"
          role={ownError ? 'alert' : undefined}
        >
          {shownError}
        </p>
      ) : null}
      {shownPreview ? (
        <div className="coaz-image-input__preview">
          <img src={shownPreview} alt={previewAlt} width={160} height={160} />
          {previewUrl ? (
            <button type="button" className="coaz-icon-button" onClick={remove} disabled={disabled}>
              {removeLabel}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
