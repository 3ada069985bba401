import { FileInput } from '@coaz/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { announceFieldError } from '../member/announce-field-error';
import { photoToUpload } from '../studio/photo-to-upload';

/** Props of {@link FileField}. */
export interface FileFieldProps {
  /** What to attach. */
  label: string;
  /** Form field name. */
  name: string;
  /** The file chosen so far (kept when the form is refused). */
  file: File | undefined;
  /** Called with the new choice: a smaller copy of it when it is a phone photo (see {@link FileField}). */
  onChange: (file: File | undefined) => void;
  /**
   * Called as soon as a new file is chosen, before it is made smaller and handed on: the form drops
   * what it said of the previous file (in its problem summary too), which is not the new one's.
   */
  onChosen?: () => void;
  /** What is wrong with it. */
  error?: string;
  /** A line of help. */
  hint?: string;
  /** Whether the type applied for needs it. */
  required?: boolean;
  /** Accepted types. @default PDF and pictures */
  accept?: string;
  /**
   * Makes a chosen file smaller to send, or gives it back: `documentPhotoToUpload` for an
   * application's documents, `profilePhotoToUpload` for a member's photo. @default photoToUpload
   * (the studio's pictures: a photo at most 1280 px wide, the widest the server keeps)
   */
  shrink?: (file: File) => Promise<File>;
}

/** A size as a person reads it: `4.8 MB`, `640 KB`. */
function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * A labelled file input that says which file is chosen and what is wrong with it. A photo is drawn
 * again smaller on the phone (`shrink`: for a document, JPEG, PNG or WebP over 300 KB, at 2000 px
 * at most, small print still readable, `documentPhotoToUpload`) and handed on in place of the
 * original, with the sizes said: a phone camera's photo of a licence or an NRC is often 1 to
 * 8 MB, which cost minutes of a slow link and, over 5 MB, was refused with advice to "attach a
 * smaller file" that an applicant on a phone had no way to follow. A PDF goes as it is.
 */
export function FileField({
  label,
  name,
  file,
  onChange,
  onChosen,
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
  const [preparing, setPreparing] = useState<File>();
  // Handed on only once made smaller: the original, handed on first, was judged by its own size
  // ("larger than 5 MB") for the second or two the phone took to draw it again.
  // The file the input itself holds, whose name is already its value: "Practising licence,
  // button, licence.pdf". A chosen line that said it again as the description was heard twice, so
  // the description is only what the value does not say (the making smaller), or the whole line
  // when the input holds another file or none (drawn again while the form keeps its file).
  const [inputHolds, setInputHolds] = useState<File>();
  // A choice handed on whose problem, if the form finds one, is still to be said: the cursor stays
  // on the input, which no move makes read again, so a wrong kind of file ("licence.txt") marked it
  // invalid and filled the problem summary in silence. Until the cursor leaves or another choice.
  const problemToSay = useRef(false);
  const choose = async (chosen: File | undefined) => {
    problemToSay.current = false;
    setInputHolds(chosen);
    latest.current = chosen;
    onChosen?.();
    // A PDF goes as it is: only a picture may take the phone a moment.
    setPreparing(chosen?.type.startsWith('image/') ? chosen : undefined);
    const toSend = chosen ? await shrink(chosen) : undefined;
    if (latest.current !== chosen) return;
    setPreparing(undefined);
    if (chosen && toSend && toSend !== chosen) setShrunk({ from: chosen, to: toSend });
    problemToSay.current = toSend !== undefined;
    onChange(toSend);
  };
  // The error is the previous file's until the new one is handed on and checked: "larger than
  // 5 MB" stood beside the new choice for the second or two the phone took to make it smaller.
  const shownError = preparing ? undefined : error;
  // Said politely through the form's own region (announceFieldError), at once or when the form's
  // check of the file's contents answers.
  useEffect(() => {
    if (!shownError || !problemToSay.current) return;
    problemToSay.current = false;
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement && input.form) announceFieldError(input.form, shownError);
  }, [shownError, id]);
  const madeSmaller = shrunk && shrunk.to === file ? shrunk : undefined;
  const shown = preparing ?? file;
  const note = preparing
    ? 'making it smaller to send…'
    : madeSmaller
      ? `made smaller to send: ${readableSize(madeSmaller.from.size)} → ${readableSize(madeSmaller.to.size)}`
      : undefined;
  // Whether the input's own value already gives the name the chosen line gives.
  const inputNamesIt = shown !== undefined && inputHolds?.name === shown.name;
  let chosenDescription: string | null = null;
  if (shown && !inputNamesIt) chosenDescription = `${id}-chosen`;
  else if (shown && note) chosenDescription = `${id}-chosen-note`;
  const described = [
    hint ? `${id}-hint` : null,
    shownError ? `${id}-error` : null,
    chosenDescription,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={shownError ? 'coaz-field coaz-field--invalid' : 'coaz-field'}>
      <label htmlFor={id} className="coaz-field__label">
        {label}
        {/* The star is hidden from a screen reader, and a file input's own `required` (or
            aria-required) is not passed on by Chromium, which makes it a button: said in its name
            instead. `required` also marked it invalid before anything was tried. */}
        {required ? (
          <>
            <span className="coaz-field__required" aria-hidden="true">
              {' '}
              *
            </span>{' '}
            <span className="coaz-visually-hidden">(required)</span>
          </>
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
        aria-invalid={shownError ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => void choose(event.target.files?.[0] ?? undefined)}
        onBlur={() => {
          problemToSay.current = false;
        }}
      />
      {shown ? (
        <p id={`${id}-chosen`} className="coaz-field__hint">
          Chosen: {shown.name}
          {note ? <span id={`${id}-chosen-note`}> ({note})</span> : null}
        </p>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className="coaz-field__error">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
