import { Button, DEFAULT_IMAGE_TYPES, ImageFileInput, TextField } from '@coaz/ui-kit';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '../api/max-upload-bytes';
import type { FieldSpec, PictureDraft } from './field-spec';
import { FocalPoint } from './focal-point';
import { withArticle } from './indefinite-article';
import { pastedText } from './pasted-text';
import { PhotoShrinkingStatus } from './photo-shrinking-status';
import {
  type DecodedPicture,
  decodeInBrowser,
  isMadeSmaller,
  MAX_PHOTO_BYTES,
  photoToUpload,
} from './photo-to-upload';
import { pictureTooNarrow } from './picture-too-narrow';

/** Props of {@link PictureField}. */
export interface PictureFieldProps {
  field: FieldSpec;
  value: PictureDraft | null;
  onChange: (value: PictureDraft | null) => void;
  /** The field's message (the alt text's, since that is what a picture can lack). */
  error?: string;
  /** A message about the chosen file itself, such as the server refusing it. */
  fileError?: string;
}

const TOO_LARGE = `That file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, the most a picture may be. A JPEG photo or a PNG screenshot of up to ${MAX_PHOTO_BYTES / 1024 / 1024} MB is made smaller before it is sent; choose a smaller file, or save this one at a smaller size first.`;

/**
 * What a picture chooser says of a file of another type. The kit's own words name the types only:
 * a phone's HEIC photo (an iPhone's, copied to a computer) was refused with nothing said of how to
 * get one of them.
 */
export const WRONG_PICTURE_TYPE =
  'Choose a JPEG, PNG, WebP or GIF picture. A phone photo in HEIC, as an iPhone takes them, can be saved as JPEG first, or taken as JPEG from the start (on an iPhone: Settings, Camera, Formats, Most Compatible).';

const PICTURE_KINDS = 'Choose a JPEG, PNG, WebP or GIF picture.';

/**
 * What a picture chooser says of `file`, of a type the site does not take, by what it is: a phone's
 * HEIC photo gets how to have it as JPEG; another picture (a BMP, a TIFF) that its kind is not
 * taken; anything else (a PDF, a Word letter) that it is not a picture. Each names the kinds that
 * are, and the file. A PDF was told how to save an iPhone's photo as JPEG.
 * @example wrongPictureType(minutesPdf) // '“Minutes.pdf” is not a picture. Choose a JPEG, …'
 */
export function wrongPictureType(file: File): string {
  const name = `“${file.name}”`;
  // A browser that does not know HEIC (Chromium on Windows) gives it no type: the name tells it.
  if (/^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name)) {
    return `${name} is a phone photo in HEIC, which the site cannot show: save it as JPEG first, or take photos as JPEG from the start (on an iPhone: Settings, Camera, Formats, Most Compatible). ${PICTURE_KINDS}`;
  }
  return file.type.startsWith('image/')
    ? `${name} is a kind of picture the site does not take. ${PICTURE_KINDS}`
    : `${name} is not a picture. ${PICTURE_KINDS}`;
}

/**
 * A file of a type the site does not take, chosen in a file input inside the element a change is
 * caught on (`onChangeCapture`), refused before the kit's chooser sees it, in words for what it is
 * (`wrongPictureType`): the kit has one message for every such file. Undefined for any other change.
 * @example <fieldset onChangeCapture={(event) => setError(refusedPictureType(event))}>
 */
export function refusedPictureType(event: ChangeEvent<HTMLElement>): string | undefined {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || input.type !== 'file') return undefined;
  const chosen = input.files?.[0];
  if (!chosen || DEFAULT_IMAGE_TYPES.includes(chosen.type)) return undefined;
  event.stopPropagation();
  return wrongPictureType(chosen);
}

/** The address to draw a draft with: the chosen file's while it is not uploaded, else the stored one. */
function useDraftSource(value: PictureDraft | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const file = value?.file ?? null;
  useEffect(() => {
    if (!file) {
      setObjectUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return objectUrl ?? value?.url ?? null;
}

/**
 * A picture: chosen from the device (uploaded on save through the WebP pipeline), described in
 * alt text (required once there is a picture) and given a focal point; or removed.
 */
export function PictureField({ field, value, onChange, error, fileError }: PictureFieldProps) {
  const source = useDraftSource(value);
  const [removals, setRemovals] = useState(0);
  const [unreadable, setUnreadable] = useState<string>();
  const [shrinking, setShrinking] = useState(false);
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  // Once the message is drawn, the fresh file input takes the cursor, so it is read with it; the
  // same message again (the same file chosen twice) is a fresh input too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each refusal gives a fresh input to focus.
  useEffect(() => {
    if (unreadable)
      fieldsetRef.current?.querySelector<HTMLInputElement>('input[type=file]')?.focus();
  }, [unreadable, removals]);
  const refuseWrongType = (event: ChangeEvent<HTMLFieldSetElement>) => {
    const refusal = refusedPictureType(event);
    if (!refusal) return;
    setUnreadable(refusal);
    setRemovals((count) => count + 1);
  };
  /**
   * The chosen file is no picture the browser can draw (a renamed text file, a damaged photo):
   * said at once at the field, and the file let go, so saving does not send what the server
   * refuses. The picture saved before, if any, stays.
   */
  const refuseUnreadable = () => {
    if (!value?.file) return;
    setUnreadable(
      `“${value.file.name}” is not a picture that can be shown. Choose a JPEG, PNG, WebP or GIF file.`,
    );
    setRemovals((count) => count + 1);
    onChange(value.url ? { ...value, file: null } : null);
  };
  const choose = async (chosen: File | null) => {
    setUnreadable(undefined);
    // A phone's photo is made smaller here before anything is sent (`photoToUpload`). On a cheap
    // phone that takes seconds with nothing new on screen: said meanwhile, to eyes and ears.
    setShrinking(isMadeSmaller(chosen));
    // Decoded once, for its width and for making it smaller: a phone decodes a photo slowly.
    let decoding: Promise<DecodedPicture> | undefined;
    const decode = (picture: File) => (decoding ??= decodeInBrowser(picture));
    const tooNarrow =
      chosen && field.minWidth ? await pictureTooNarrow(chosen, field.minWidth, decode) : undefined;
    const file = chosen && !tooNarrow ? await photoToUpload(chosen, decode) : null;
    void decoding?.then(
      (picture) => picture.close?.(),
      () => undefined,
    );
    setShrinking(false);
    if (tooNarrow) {
      setUnreadable(tooNarrow);
      setRemovals((count) => count + 1);
      return;
    }
    if (file && file.size > MAX_UPLOAD_BYTES) {
      setUnreadable(TOO_LARGE);
      setRemovals((count) => count + 1);
      return;
    }
    if (file) {
      onChange({
        url: value?.url ?? null,
        file,
        alt: value?.alt ?? '',
        focusX: value?.focusX ?? 50,
        focusY: value?.focusY ?? 50,
      });
    } else if (value) {
      onChange(value.url ? { ...value, file: null } : null);
    }
  };
  return (
    <fieldset className="studio-picture" ref={fieldsetRef} onChangeCapture={refuseWrongType}>
      <legend className="coaz-field__label">{field.label}</legend>
      <ImageFileInput
        // A fresh input once the picture is removed, so it no longer names the removed file.
        key={removals}
        label={
          value
            ? `Replace the ${field.label.toLowerCase()}`
            : `Choose ${withArticle(field.label.toLowerCase())}`
        }
        hint={field.hint}
        // A larger JPEG photo or PNG screenshot is taken and made smaller before it is sent (`choose`).
        maxBytes={MAX_PHOTO_BYTES}
        // The kit's own words do not say how large a file may be, which is what an editor needs.
        tooLargeMessage={TOO_LARGE}
        wrongTypeMessage={WRONG_PICTURE_TYPE}
        previewAlt={`Preview of the ${field.label.toLowerCase()}`}
        // Named as the field, so the form finds this chooser when the editor stops its upload.
        name={field.name}
        onChange={(file) => void choose(file)}
        {...(unreadable || fileError ? { error: unreadable ?? fileError } : {})}
      />
      <PhotoShrinkingStatus shrinking={shrinking} />
      {value && source ? (
        <>
          <TextField
            label="Alt text"
            hint="What the picture shows, for people who cannot see it."
            value={value.alt}
            // Cleaned of Word's invisible codes as the other fields are (`pastedText`).
            onChange={(event) => onChange({ ...value, alt: pastedText(event.target.value, false) })}
            error={error}
            // No maxLength: a long paste would be cut without a word; the form says it is too
            // long instead (MAX_ALT_LENGTH in form-values.ts).
            required
          />
          <FocalPoint
            src={source}
            focusX={value.focusX}
            focusY={value.focusY}
            label={`Focal point of the ${field.label.toLowerCase()}`}
            onChange={(focus) => onChange({ ...value, ...focus })}
            onUnreadable={refuseUnreadable}
          />
          <Button
            variant="secondary"
            onClick={() => {
              setRemovals((count) => count + 1);
              onChange(null);
            }}
          >
            Remove the {field.label.toLowerCase()}
          </Button>
        </>
      ) : null}
    </fieldset>
  );
}
