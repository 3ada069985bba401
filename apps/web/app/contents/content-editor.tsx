import { ApiError, ConflictError, type ContentEntry } from '@coaz/api-client';
import { useApiClient, useContents } from '@coaz/api-client/react';
import { Alert, Button, ImageFileInput, TextField } from '@coaz/ui-kit';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '../api/max-upload-bytes';
import { serverNow } from '../api/server-clock';
import { formatDate } from '../dates/format-date';
import { lusakaToday } from '../dates/lusaka-time';
import { busyButtonProps, busySubmitProps } from '../studio/busy-button-props';
import { firstToFix } from '../studio/first-to-fix';
import { MAX_ALT_LENGTH, tooLong, typedOverLatest } from '../studio/form-values';
import { forgetKeptDraft, type KeptDraft } from '../studio/kept-drafts';
import { answerLost, holdsSave, putBackThen } from '../studio/landed-save';
import { pastedText } from '../studio/pasted-text';
import { PhotoShrinkingStatus } from '../studio/photo-shrinking-status';
import {
  type DecodedPicture,
  decodeInBrowser,
  isMadeSmaller,
  MAX_PHOTO_BYTES,
  photoToUpload,
} from '../studio/photo-to-upload';
import { refusedPictureType, WRONG_PICTURE_TYPE } from '../studio/picture-field';
import { pictureTooNarrow } from '../studio/picture-too-narrow';
import { PictureUploadStatus } from '../studio/picture-upload-status';
import { CHANGES_ON_SITE, PUBLISHED_NOW, type StudioAnnouncement } from '../studio/save-wording';
import { notSavedBecause } from '../studio/server-errors';
import { DroppedFilesNote } from '../studio/signed-out-notice';
import { useWarnBeforeUnload } from '../studio/unsaved-changes';
import { UploadStoppedError } from '../studio/upload-stopped-error';
import { type KeptFormSpec, useKeptOnSessionEnd } from '../studio/use-kept-on-session-end';
import { useOpenInView } from '../studio/use-open-in-view';
import { UPLOAD_STOPPED, useUploadStop } from '../studio/use-upload-stop';
import { noticeEnded } from './notice-end';
import { SHOW_UNTIL_FIELD, ShowUntilField } from './show-until-field';

/** The notices as the kept drafts name them (`coaz.studio.unsaved.notices.<id or new>`). */
export const NOTICES_KEPT: KeptFormSpec = {
  name: 'notices',
  singular: 'notice',
  fields: [{ name: 'title' }],
};

/** Props of {@link ContentEditor}. */
export interface ContentEditorProps {
  /** The entry being edited; without one the form adds a new entry. */
  entry?: ContentEntry;
  /** Called with a line to announce once the entry is saved. */
  onSaved: (message: string | StudioAnnouncement) => void;
  /** Leaves edit mode without saving (only offered while editing). */
  onCancel?: (() => void) | undefined;
  /** What the form held when the session ended, to start with instead of the entry's text. */
  restored?: KeptDraft | undefined;
}

/** The picture chooser's name in the form. */
const PICTURE_FIELD = 'picture';

/** A notice's words as a save sends them, to tell which of them an editor changed. */
function noticeText(notice: ContentEntry) {
  return {
    title: notice.title,
    body: notice.body,
    imageAlt: notice.imageAlt,
    showUntil: notice.showUntil,
  } as Record<string, string | null>;
}
/**
 * The narrowest picture a notice takes: its card is as wide as a news card, the whole width of a
 * phone (320 px) at the least, and a narrower picture is stretched to a blur there (the studio's
 * news pictures have the same minimum, `picture()` in studio/collections.ts).
 */
const NOTICE_PICTURE_MIN_WIDTH = 320;

const PICTURE_TOO_LARGE = `That file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, the most a picture may be. A JPEG photo or a PNG screenshot of up to ${MAX_PHOTO_BYTES / 1024 / 1024} MB is made smaller before it is sent; choose a smaller file, or save this one at a smaller size first.`;

/** The server's limit for a notice's title. */
const MAX_TITLE_LENGTH = 200;

interface FieldErrors {
  title?: string;
  body?: string;
  imageAlt?: string;
  showUntil?: string;
}

/**
 * What is wrong with a "show until" day, if anything: the server refuses a day before the one the
 * notice was published (today for a new one, in Lusaka), since visitors would never see it. A day
 * before today but not before that is an editor ending the notice early, and is taken.
 *
 * `control` is the field's input, for what its value cannot say. A date control left half-typed
 * (12/11/ with no year) has the value '' and `validity.badInput`: taken as "no end date", the
 * notice would never end. A browser with no date control draws a text box (its `type` reads
 * "text") whose value is whatever was typed: only year-month-day is taken, so the message asks for
 * that, not for the words the read-back shows, which it would refuse.
 */
function showUntilProblem(
  showUntil: string,
  entry: ContentEntry | undefined,
  control?: HTMLInputElement | null,
): string | undefined {
  if (control?.validity.badInput) {
    return 'Finish the date (day, month and year), or press Remove the end date';
  }
  if (showUntil === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(showUntil)) {
    return 'Enter the date as year-month-day, such as 2026-12-11';
  }
  const published = entry ? lusakaToday(new Date(entry.createdAt)) : lusakaToday(serverNow());
  if (showUntil >= published) return undefined;
  return entry
    ? `Choose ${formatDate(published)}, the day it was published, or later`
    : 'Choose today or a later day: visitors would never see it';
}

/**
 * The server's refusal of the "show until" day (`showUntil: must not be before …`), in words for
 * the field, or undefined for any other failure. Met when the device's calendar is behind the
 * server's (a phone set to the wrong day), so the form's own check let the day through: said
 * under the field, where the editor changes it, not as "showUntil: …" in the form's alert.
 */
function serverShowUntilProblem(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return undefined;
  const match = /^showUntil: (.+)$/s.exec(error.message);
  const problem = match?.[1];
  return problem ? problem.charAt(0).toUpperCase() + problem.slice(1) : undefined;
}

/** A kept text field, or '' when the draft has none. */
function keptText(draft: KeptDraft, name: string): string {
  const value = draft.values[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The editor's form: title, text, an optional "show until" day (the last day visitors see it, a
 * Lusaka date; see `show-until-field.tsx`) and a picture chosen from the device (images only,
 * previewed before saving, uploaded with its progress shown). A new entry when no `entry` is
 * given, an edit otherwise. Whatever goes wrong, the typed text stays; an edit that crossed
 * someone else's says so.
 * If the session ends while it holds unsaved text, that text is kept for after the next login, as
 * the studio's forms keep theirs (`kept-drafts.ts`), and the form opens with it (`restored`).
 */
export function ContentEditor({ entry, onSaved, onCancel, restored }: ContentEditorProps) {
  const client = useApiClient();
  const { create, update } = useContents();
  // The notice as this form opened it: after a 409 the manager hands in the one saved now.
  const [opened] = useState(entry);
  const headingId = useId();
  // Editing opens in view; the empty add form stays put, so the page does not jump on load.
  const formRef = useOpenInView<HTMLFormElement>(entry?.id, entry !== undefined);
  const [title, setTitle] = useState(() =>
    restored ? keptText(restored, 'title') : (entry?.title ?? ''),
  );
  const [body, setBody] = useState(() =>
    restored ? keptText(restored, 'body') : (entry?.body ?? ''),
  );
  const [imageAlt, setImageAlt] = useState(() =>
    restored ? keptText(restored, 'imageAlt') : (entry?.imageAlt ?? ''),
  );
  const [showUntil, setShowUntil] = useState(() =>
    restored ? keptText(restored, 'showUntil') : (entry?.showUntil ?? ''),
  );
  const [image, setImage] = useState<File | null>(null);
  // Why the chosen file was refused: a photo still over the server's limit once made smaller (or
  // a PNG, WebP or GIF over it), or a file of a type the site does not take (`refusedPictureType`).
  const [pictureRefusal, setPictureRefusal] = useState<string>();
  // A fresh chooser once a file is refused, so it no longer shows or names that file.
  const [refusedPictures, setRefusedPictures] = useState(0);
  /** A JPEG photo is made smaller before it is kept for the upload, as the studio's are. */
  const [shrinking, setShrinking] = useState(false);
  const choosePicture = async (chosen: File | null) => {
    setShrinking(isMadeSmaller(chosen));
    // Decoded once, for its width and for making it smaller, as the studio's pictures are.
    let decoding: Promise<DecodedPicture> | undefined;
    const decode = (picture: File) => (decoding ??= decodeInBrowser(picture));
    const tooNarrow = chosen
      ? await pictureTooNarrow(chosen, NOTICE_PICTURE_MIN_WIDTH, decode)
      : undefined;
    const file = chosen && !tooNarrow ? await photoToUpload(chosen, decode) : null;
    void decoding?.then(
      (picture) => picture.close?.(),
      () => undefined,
    );
    setShrinking(false);
    const tooLarge = file !== null && file.size > MAX_UPLOAD_BYTES;
    const refusal = tooNarrow ?? (tooLarge ? PICTURE_TOO_LARGE : undefined);
    setPictureRefusal(refusal);
    if (refusal) setRefusedPictures((count) => count + 1);
    setImage(refusal ? null : file);
  };
  /**
   * A PDF is told it is no picture, a HEIC photo how to have it as JPEG, as the studio's pictures
   * are; the fresh chooser no longer shows an earlier choice, so that is let go too.
   */
  const refuseWrongType = (event: ChangeEvent<HTMLFormElement>) => {
    const refusal = refusedPictureType(event);
    if (!refusal) return;
    setPictureRefusal(refusal);
    setRefusedPictures((count) => count + 1);
    setImage(null);
  };
  const savedImageUrl = entry?.imageUrl ?? null;
  const hasPicture = Boolean(image || savedImageUrl);
  // Unsaved typing, for the dashboard's question before leaving (and the tab's before closing).
  const unsaved =
    Boolean(restored) ||
    image !== null ||
    title !== (entry?.title ?? '') ||
    body !== (entry?.body ?? '') ||
    imageAlt !== (entry?.imageAlt ?? '') ||
    showUntil !== (entry?.showUntil ?? '');
  useWarnBeforeUnload(unsaved);
  useKeptOnSessionEnd({
    spec: NOTICES_KEPT,
    base: entry,
    values: {
      title,
      body,
      imageAlt,
      showUntil,
      // As a studio picture, so a chosen file that cannot be kept is named in the notes.
      picture:
        image || savedImageUrl
          ? { url: savedImageUrl, file: image, alt: imageAlt, focusX: 50, focusY: 50 }
          : null,
    },
    restored: Boolean(restored),
  });
  /** The kept copy is not needed once the notice is saved or the form closed. */
  const forgetKept = () => forgetKeptDraft(NOTICES_KEPT.name, entry?.id ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<{
    conflict: boolean;
    deleted: boolean;
    unanswered: boolean;
    detail: string;
  }>();
  const [saving, setSaving] = useState(false);
  // Another editor deleted the notice while this form was open: what was typed stays, and the
  // next save puts it back and saves the typing over it (`putBackThen`), as the studio's forms
  // do, so it keeps its number (the home page's `/news#notice-N` link) and its history; it is
  // added as a new notice only when it can no longer be put back as this form read it.
  const [deleted, setDeleted] = useState(false);
  const upload = useUploadStop();
  // A save whose answer was lost may have been stored (`landed-save.ts`): the next one looks.
  const answerLostBefore = useRef(false);
  // The chosen picture once uploaded, so a save tried again does not send it twice.
  const stored = useRef<{ file: File; url: string }>(undefined);
  /** The notice as stored now that holds all of `text`, if an earlier try stored it. */
  const storedAlready = async (text: Record<string, unknown>, id?: number) => {
    if (!answerLostBefore.current) return undefined;
    const notices = await client.contents.list();
    return notices.find(
      (notice) => (id === undefined || notice.id === id) && holdsSave(notice, text),
    );
  };
  // Once the stopped upload's message is drawn, the chooser takes the cursor (the Stop button
  // that had it is gone), so the next key press chooses another file, as in the studio's forms.
  const [stopped, setStopped] = useState<object>();
  useEffect(() => {
    if (stopped) firstToFix(formRef.current, PICTURE_FIELD)?.focus();
  }, [stopped, formRef]);
  // A refused file gets a fresh chooser (`refusedPictures`), which drops the cursor the old one
  // had: the fresh one takes it, and is read with why the file was refused.
  useEffect(() => {
    if (refusedPictures === 0) return;
    const chooser = formRef.current?.elements.namedItem(PICTURE_FIELD);
    if (chooser instanceof HTMLElement) chooser.focus();
  }, [refusedPictures, formRef]);
  // Once a refused save's messages are drawn, the first field with one takes the cursor: on a
  // phone the Publish button is a screen below the "Show until" field, whose message would
  // otherwise be out of sight, and a screen reader would hear nothing of it.
  const [refused, setRefused] = useState<object>();
  useEffect(() => {
    if (refused) firstToFix(formRef.current)?.focus();
  }, [refused, formRef]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found: FieldErrors = {};
    // No field carries maxLength: the browser would cut a long paste without a word, as the
    // studio's fields learnt (StudioField); the form keeps all of it and says it is too long.
    const titleText = title.trim();
    if (titleText === '') found.title = 'Enter a title';
    else if (titleText.length > MAX_TITLE_LENGTH)
      found.title = tooLong(MAX_TITLE_LENGTH, titleText.length);
    if (body.trim() === '') found.body = 'Enter the text of the notice';
    const altText = hasPicture ? imageAlt.trim() : '';
    if (altText.length > MAX_ALT_LENGTH) found.imageAlt = tooLong(MAX_ALT_LENGTH, altText.length);
    const control = formRef.current?.elements.namedItem(SHOW_UNTIL_FIELD);
    const lastDayProblem = showUntilProblem(
      showUntil,
      entry,
      control instanceof HTMLInputElement ? control : null,
    );
    if (lastDayProblem) found.showUntil = lastDayProblem;
    setErrors(found);
    if (found.title || found.body || found.imageAlt || found.showUntil) {
      setRefused({});
      return;
    }
    setSaving(true);
    setFailure(undefined);
    try {
      let imageUrl = entry?.imageUrl ?? null;
      if (image && stored.current?.file === image) imageUrl = stored.current.url;
      else if (image) {
        setProgress(0);
        const signal = upload.begin();
        try {
          const uploaded = await client.contents.uploadImage(image, {
            onProgress: ({ percent }) => setProgress(percent),
            signal,
          });
          imageUrl = uploaded.url;
          stored.current = { file: image, url: uploaded.url };
        } catch (error) {
          if (signal.aborted) throw new UploadStoppedError(PICTURE_FIELD, { cause: error });
          throw error;
        }
        // The picture is stored: Stop the upload would stop nothing now (the button says Saving…).
        setProgress(undefined);
      }
      // No picture, nothing to describe: a description left from a removed choice is not kept.
      const typed = {
        title: title.trim(),
        body: body.trim(),
        imageAlt: imageUrl ? imageAlt.trim() : '',
        // Sent on every save, as null when empty: a save replaces the whole notice.
        showUntil: showUntil === '' ? null : showUntil,
      };
      const text = {
        // Saved again after another editor's save (409): only what this editor changed goes
        // over theirs, as the studio's "Save mine over theirs" does, so their change to a field
        // this editor never touched (the text, while this one fixed the title) stays.
        ...(opened && entry && entry.version !== opened.version
          ? (typedOverLatest(noticeText(opened), typed, noticeText(entry)) as typeof typed)
          : typed),
        imageUrl,
      };
      // After a save the manager swaps in a fresh editor, so only a failure resets state here.
      type Said = string | StudioAnnouncement;
      /** Saves over `notice` at the version this form read; says so as `success` when shown. */
      const saveOver = async (notice: ContentEntry, success: string): Promise<Said> => {
        await update
          .mutateAsync({ id: notice.id, entry: { ...text, version: notice.version } })
          .catch(async (error) => {
            // A 409 after a lost answer is this editor's own save, stored the first time.
            if (error instanceof ConflictError && (await storedAlready(text, notice.id))) return;
            throw error;
          });
        // Kept but ended (its last day moved into the past, or left there): not a success the
        // public sees, so said as a warning with what shows it again.
        return text.showUntil !== null && noticeEnded(text)
          ? {
              text: `Saved, but not shown on the site: its last day, ${formatDate(text.showUntil)}, has passed. Change “Show until” to today or later, or remove it, to show it again`,
              tone: 'warning',
            }
          : success;
      };
      /** Adds it as a new notice, unless an earlier try whose answer was lost did already. */
      const addAnew = async (): Promise<Said> => {
        if (!(await storedAlready(text))) await create.mutateAsync(text);
        return PUBLISHED_NOW;
      };
      const said = !entry
        ? await addAnew()
        : !deleted
          ? await saveOver(entry, CHANGES_ON_SITE)
          : await putBackThen(
              () =>
                client.http.post<ContentEntry>(`contents/${entry.id}/put-back`, {
                  service: 'content',
                  json: { version: entry.version },
                }),
              // Back on the site with the typing over it: published again, as a new one would be.
              { update: () => saveOver(entry, PUBLISHED_NOW), addAnew },
            );
      forgetKept();
      onSaved(said);
    } catch (error) {
      const refusedDay = serverShowUntilProblem(error);
      if (refusedDay) {
        setErrors({ showUntil: refusedDay });
        setRefused({});
        setSaving(false);
        setProgress(undefined);
        return;
      }
      const wasStopped = error instanceof UploadStoppedError;
      if (answerLost(error)) answerLostBefore.current = true;
      const goneMeanwhile =
        entry !== undefined && !deleted && error instanceof ApiError && error.status === 404;
      if (goneMeanwhile) setDeleted(true);
      setFailure({
        conflict: error instanceof ConflictError,
        deleted: goneMeanwhile,
        unanswered: answerLost(error),
        detail: wasStopped ? UPLOAD_STOPPED : notSavedBecause(error),
      });
      if (wasStopped) setStopped({});
      setSaving(false);
      setProgress(undefined);
    }
  };

  return (
    <form
      ref={formRef}
      className="member-form content-editor"
      onSubmit={submit}
      // A file of a type not taken is refused before the picture chooser sees it (`refuseWrongType`).
      onChangeCapture={refuseWrongType}
      noValidate
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>{entry ? `Edit “${entry.title}”` : 'Add a notice'}</h3>
      {restored ? (
        <Alert tone="warning" title="Restored what you typed before you were signed out">
          <p>It is not saved yet: check it, then save.</p>
          <DroppedFilesNote files={restored.droppedFiles} />
        </Alert>
      ) : null}
      <TextField
        label="Title"
        name="title"
        value={title}
        // Text pasted from Word, cleaned as the studio's fields clean it (`pastedText`).
        onChange={(event) => setTitle(pastedText(event.target.value, false))}
        error={errors.title}
        required
      />
      <TextArea label="Text" value={body} onChange={setBody} error={errors.body} />
      <ShowUntilField
        value={showUntil}
        onChange={(value) => {
          setShowUntil(value);
          // The message was about the day now changed or taken away (a half-typed one included).
          setErrors(({ showUntil: _answered, ...others }) => others);
        }}
        error={errors.showUntil}
      />
      <ImageFileInput
        key={`${entry?.id ?? 'new'}-${refusedPictures}`}
        // Named as the studio names its picture choosers, for what the press will do.
        label={hasPicture ? 'Replace the picture' : 'Choose a picture'}
        hint="Optional. PNG, JPEG, WebP or GIF, up to 5 MB; a larger photo or screenshot is made smaller first."
        maxBytes={MAX_PHOTO_BYTES}
        tooLargeMessage={PICTURE_TOO_LARGE}
        wrongTypeMessage={WRONG_PICTURE_TYPE}
        {...(pictureRefusal ? { error: pictureRefusal } : {})}
        currentImageUrl={entry?.imageUrl ?? undefined}
        previewAlt="Preview of the picture"
        removeLabel="Remove the picture"
        // Named, so the form finds this chooser when the editor stops its upload (`firstToFix`).
        name={PICTURE_FIELD}
        onChange={(file) => void choosePicture(file)}
      />
      <PhotoShrinkingStatus shrinking={shrinking} />
      {hasPicture ? (
        <TextField
          label="Picture description"
          name="imageAlt"
          hint="What the picture shows, read out to visitors who cannot see it (for example: Members queueing at the Mongu clinic day). Leave it empty if the picture is only decoration."
          value={imageAlt}
          onChange={(event) => setImageAlt(pastedText(event.target.value, false))}
          error={errors.imageAlt}
        />
      ) : null}
      <PictureUploadStatus id={`${headingId}-progress`} percent={progress} onStop={upload.stop} />
      {/* What became of a save stands by its button, which keeps the cursor: at the top of the
          form it was out of sight on a phone, and the editor pressed again to no end. */}
      {failure ? (
        <Alert
          tone="error"
          title={
            failure.unanswered
              ? 'No answer came: the notice may not be saved'
              : failure.deleted
                ? 'Someone deleted this notice'
                : 'The notice was not saved'
          }
        >
          {failure.deleted ? (
            <p>
              Another editor deleted this notice after you opened it, so yours was not saved. What
              you typed is still here: save again to put it back with your changes, at the same
              address and with its history, or cancel.
            </p>
          ) : failure.unanswered ? (
            <p>
              {failure.detail} Saving again is safe: if the first save arrived, the notice is not
              published twice. Your text is kept here.
            </p>
          ) : failure.conflict ? (
            <p>
              Someone else changed this notice after you opened it. Your text is kept here: saving
              again puts your changes over their version, and what they changed that you did not
              stays.
            </p>
          ) : (
            <p>{failure.detail}</p>
          )}
        </Alert>
      ) : null}
      <div className="button-row">
        <Button {...busySubmitProps(saving)}>
          {saving ? 'Saving…' : entry && !deleted ? 'Save changes' : 'Publish'}
        </Button>
        {onCancel ? (
          <Button
            variant="secondary"
            {...busyButtonProps(saving, () => {
              forgetKept();
              onCancel();
            })}
          >
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

interface TextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A multi-line field with the kit's field look; the kit has single-line fields only. */
function TextArea({ label, value, onChange, error }: TextAreaProps) {
  const id = useId();
  return (
    <div className={error ? 'coaz-field coaz-field--invalid' : 'coaz-field'}>
      <label htmlFor={id} className="coaz-field__label">
        {label}
        <span className="coaz-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <div className="coaz-field__control">
        <textarea
          id={id}
          name="body"
          rows={6}
          className="coaz-input coaz-field__input content-editor__body"
          value={value}
          onChange={(event) => onChange(pastedText(event.target.value, true))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          required
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="coaz-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
