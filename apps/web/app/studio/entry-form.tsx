import type { EntryState } from '@coaz/api-client';
import { ApiError, ConflictError } from '@coaz/api-client';
import { useApiClient } from '@coaz/api-client/react';
import { Alert, Button } from '@coaz/ui-kit';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { busyButtonProps, busySubmitProps } from './busy-button-props';
import type { CollectionSpec } from './collections';
import { entryDateProblems } from './entry-date-problems';
import type { FieldErrors, FieldSpec, FormValues, PictureDraft } from './field-spec';
import { firstToFix } from './first-to-fix';
import { withFollowers } from './follows-back';
import { linkedAddress, typedOverLatest, validateValues, valuesFromEntry } from './form-values';
import { goesOnSiteOn } from './goes-on-site-on';
import { withArticle } from './indefinite-article';
import { forgetKeptDraft, type KeptDraft, valuesWithKept } from './kept-drafts';
import { answerLost, createOnce, putBackThenUpdate, updateOnce } from './landed-save';
import { PictureRefusedError, pictureFileKey } from './picture-refused-error';
import { PictureUploadStatus } from './picture-upload-status';
import {
  choiceFromEntry,
  choiceProblems,
  entryState,
  type PublicationChoice,
  publicationFields,
} from './publication';
import { PublicationField } from './publication-field';
import { changesSaid, PUBLICATION_FIELDS } from './revision-changes';
import { entryInput } from './save-entry';
import { NOTHING_CHANGED, type StudioAnnouncement, savedMessage, saveLabel } from './save-wording';
import { fieldErrorsFromServer, notSavedBecause } from './server-errors';
import { DroppedFilesNote } from './signed-out-notice';
import { stillToFix } from './still-to-fix';
import type { CollectionName } from './studio-api';
import { StudioField } from './studio-field';
import { unfinishedFields } from './unfinished-fields';
import { confirmDiscard, useWarnBeforeUnload } from './unsaved-changes';
import { UploadStoppedError } from './upload-stopped-error';
import { formSnapshot, useKeptOnSessionEnd } from './use-kept-on-session-end';
import { useOpenInView } from './use-open-in-view';
import { useSaveConflict } from './use-save-conflict';
import { useCollectionClient } from './use-studio-entries';
import { UPLOAD_STOPPED, useUploadStop } from './use-upload-stop';

/** What the form saves: the typed values and the publication chosen. */
interface EntryDraft {
  values: FormValues;
  choice: PublicationChoice;
}

/** Props of {@link EntryForm}. */
export interface EntryFormProps<K extends CollectionName> {
  spec: CollectionSpec<K>;
  /** The entry to edit; without one the form adds a new entry. */
  entry?: EntryState | undefined;
  /** Called with the saved entry and a line to announce. */
  onSaved: (entry: EntryState, message: StudioAnnouncement) => void;
  onCancel: () => void;
  /** Shows the typed (unsaved) entry as visitors would see it. */
  onPreview: (draft: Record<string, unknown>) => void;
  /** What the form held when the session ended, to start with instead of the entry's values. */
  restored?: KeptDraft | undefined;
  /** Hears whether the form holds unsaved changes, so what would replace it can ask first. */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/**
 * A collection's form: its fields, the publication choice, and save. Every message sits beside
 * its field (the browser's own checks are off, so ours speak); whatever fails, what was typed
 * stays. A save overtaken by someone else's (409) offers their version or saving ours over it.
 * If the session ends while it holds unsaved text, that text is kept for after the next login
 * (`kept-drafts.ts`), when the form opens with it again (`restored`) until it is saved or closed.
 */
export function EntryForm<K extends CollectionName>({
  spec,
  entry,
  onSaved,
  onCancel,
  onPreview,
  restored,
  onUnsavedChange,
}: EntryFormProps<K>) {
  const client = useApiClient();
  const collection = useCollectionClient(spec.name);
  const headingId = useId();
  const formRef = useOpenInView<HTMLFormElement>(entry?.id ?? 'new');
  const [values, setValues] = useState<FormValues>(() =>
    valuesWithKept(valuesFromEntry(spec.fields, entry as never), restored),
  );
  // A new form's starting values and the fields the officer changed, so an untouched field can
  // follow another (`withFollowers`); a saved entry's or a restored draft's days are the
  // officer's own and stay as they are.
  const [start] = useState(() => (entry || restored ? undefined : values));
  const touched = useRef(new Set<string>());
  const [choice, setChoice] = useState(() => restored?.choice ?? choiceFromEntry(entry));
  const typed: EntryDraft = { values, choice };
  const [pristine] = useState(() => formSnapshot(values, choice));
  // A restored draft is unsaved however little changed since.
  const unsaved = Boolean(restored) || formSnapshot(values, choice) !== pristine;
  useWarnBeforeUnload(unsaved);
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Another editor deleted the entry while this form was open: what was typed stays, and the next
  // save puts the entry back and saves over it (`putBackThenUpdate`), so it keeps its address.
  const [deleted, setDeleted] = useState(false);
  const goneMeanwhile = (error: unknown) =>
    entry !== undefined && error instanceof ApiError && error.status === 404;
  const { base, setConflict, notice } = useSaveConflict<EntryState, EntryDraft>({
    opened: entry,
    readLatest: (saved) => collection.get(saved.id, { view: 'studio' }),
    loadValues: (latest) => {
      setValues(valuesFromEntry(spec.fields, latest as never));
      setChoice(choiceFromEntry(latest));
    },
    mineOver: (latest, opened) => {
      const mine = {
        values: typedOverLatest(
          valuesFromEntry(spec.fields, opened as never),
          values,
          valuesFromEntry(spec.fields, latest as never),
        ),
        choice: typedOverLatest(
          { choice: choiceFromEntry(opened) },
          { choice },
          { choice: choiceFromEntry(latest) },
        ).choice as PublicationChoice,
      };
      setValues(mine.values);
      setChoice(mine.choice);
      return mine;
    },
    theirChanges: (latest, opened) =>
      `They ${changesSaid(latest, opened, [...spec.fields, ...PUBLICATION_FIELDS])}.`,
    onReadFailure: (error) => {
      if (goneMeanwhile(error)) {
        setDeleted(true);
        setConflict(false);
      } else setErrors({ form: (error as Error).message });
    },
  });
  useKeptOnSessionEnd({ spec, base, values, choice, restored: Boolean(restored) });
  /** The kept copy is not needed once the entry is saved or the form closed. */
  const forgetKept = () => forgetKeptDraft(spec.name, entry?.id ?? null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number>();
  const upload = useUploadStop();
  // Each chosen file's stored address, so a try after a failed one uploads no picture again.
  const uploaded = useRef(new Map<File, string>());
  // A save whose answer was lost may have been stored: the next one looks for it before adding.
  const answerLostBefore = useRef(false);
  // Set when a save finds problems: once the messages are drawn, the cursor goes where
  // firstToFix says, so a screen reader hears it and a phone scrolls to it (a new object each
  // time, so the same place is focused again).
  const [focusAfter, setFocusAfter] = useState<{ stoppedPicture?: string }>();
  useEffect(() => {
    if (focusAfter) firstToFix(formRef.current, focusAfter.stoppedPicture)?.focus();
  }, [focusAfter, formRef]);
  const name = entry ? spec.titleOf(entry as never) : '';
  // Where the entry stands before this save (the version it would overwrite; none once another
  // editor deleted it, since the save then puts it back or adds it anew): the button and the
  // announcement say what the save does from there (`save-wording.ts`).
  const standing = base && !deleted ? entryState(base) : undefined;

  /** What the form's own checks find wrong with `draft`, before anything is sent. */
  const problemsOf = (draft: EntryDraft): FieldErrors => {
    // A date or time the browser holds half-typed reads as empty: said first, at its field, so
    // it is neither saved blank nor called missing.
    const found = unfinishedFields(formRef.current);
    // Dates that run backwards are said before any picture is uploaded; a field with a message
    // of its own keeps that one.
    for (const problems of [
      validateValues(spec.fields, draft.values),
      entryDateProblems(spec, draft.values),
      choiceProblems(draft.choice),
    ]) {
      for (const [field, problem] of Object.entries(problems)) found[field] ??= problem;
    }
    return found;
  };
  // The fields whose messages the form's own checks made at the last save, which Preview checks
  // again (`stillToFix`): fixed, their messages go, and with the last of them "Some fields need
  // attention", which spoke of that save. Checked on Preview, not at each key, so the form does
  // not jump under the cursor as a message above it goes; a field never refused gains none.
  const ownChecks = useRef<ReadonlySet<string>>(new Set());
  const previewTyped = () => {
    const found = problemsOf(typed);
    setErrors((shown) => stillToFix(shown, found, ownChecks.current));
    onPreview(previewDraft(spec.fields, values, base));
  };

  const save = async (version = base?.version, draft: EntryDraft = typed) => {
    const found = problemsOf(draft);
    ownChecks.current = new Set(Object.keys(found));
    setErrors(found);
    setConflict(false);
    if (Object.keys(found).length > 0) {
      setFocusAfter({});
      return;
    }
    setSaving(true);
    try {
      const input = {
        ...(await entryInput(
          client,
          spec.fields,
          draft.values,
          setProgress,
          upload.begin(),
          uploaded.current,
        )),
        ...publicationFields(draft.choice),
      };
      // The pictures are stored: Stop the upload would stop nothing now, so it goes while the
      // entry itself is saved (the button says Saving…).
      setProgress(undefined);
      const saved =
        base && version !== undefined
          ? deleted
            ? await putBackThenUpdate(
                collection,
                base.id,
                input,
                version,
                spec.titleOf(input as never),
                answerLostBefore.current,
              )
            : await updateOnce(collection, base.id, input, version)
          : await createOnce(
              collection,
              input,
              spec.titleOf(input as never),
              answerLostBefore.current,
            );
      forgetKept();
      onSaved(
        saved,
        // The server answers a save that changes nothing with the entry as it was, at the same
        // version (collection-store.ts, `update`).
        standing && saved.version === version
          ? NOTHING_CHANGED
          : savedMessage(
              standing,
              publicationFields(draft.choice),
              spec.notWhereExpected?.(saved as never),
            ),
      );
    } catch (error) {
      if (error instanceof UploadStoppedError) {
        setErrors({ form: UPLOAD_STOPPED });
        setFocusAfter({ stoppedPicture: error.field });
      } else if (error instanceof ConflictError) setConflict(true);
      else if (goneMeanwhile(error) && !deleted) setDeleted(true);
      else if (error instanceof PictureRefusedError) {
        setErrors({ [pictureFileKey(error.field)]: error.message });
        setFocusAfter({});
      } else if (answerLost(error)) {
        answerLostBefore.current = true;
        setErrors({ answerLost: (error as Error).message });
        setFocusAfter({});
      } else {
        // A message that names a field goes beside it; any other stays above the form.
        const byField = fieldErrorsFromServer(spec.fields, error);
        setErrors(Object.keys(byField).length > 0 ? byField : { form: notSavedBecause(error) });
        setFocusAfter({});
      }
      setSaving(false);
      setProgress(undefined);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) void save();
  };

  return (
    <form
      ref={formRef}
      className="member-form studio-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>{entry ? `Edit “${name}”` : `Add ${withArticle(spec.singular)}`}</h3>
      {restored ? (
        <Alert tone="warning" title="Restored what you typed before you were signed out">
          <p>It is not saved yet: check it, then save.</p>
          <DroppedFilesNote files={restored.droppedFiles} />
        </Alert>
      ) : null}
      {!errors.answerLost && !errors.form && Object.keys(errors).length > 0 ? (
        <Alert tone="error" title="Some fields need attention">
          <p>Each one says what is wrong, below. Nothing was saved.</p>
        </Alert>
      ) : null}
      {spec.fields.map((field) => (
        <StudioField
          key={field.name}
          field={field}
          value={values[field.name] ?? null}
          onChange={(value) => {
            touched.current.add(field.name);
            setValues((current) => {
              const next = { ...current, [field.name]: value };
              return start
                ? withFollowers(spec.fields, next, field.name, touched.current, start)
                : next;
            });
            // A refused file's message goes once another file (or none) is chosen.
            const file = (picture: unknown) => (picture as PictureDraft | null)?.file ?? null;
            if (field.kind === 'picture' && file(value) !== file(values[field.name])) {
              setErrors(({ [pictureFileKey(field.name)]: _refused, ...others }) => others);
            }
          }}
          error={errors[field.name]}
          fileError={errors[pictureFileKey(field.name)]}
          scheduledFor={goesOnSiteOn(choice, standing)}
          lastDay={field.lastDayIn ? (values[field.lastDayIn] as string | undefined) : undefined}
          suggestions={field.suggestions?.(values)}
        />
      ))}
      <PublicationField
        value={choice}
        onChange={setChoice}
        error={errors.publishAt}
        timeError={errors.publishTime}
      />
      <PictureUploadStatus id={`${headingId}-progress`} percent={progress} onStop={upload.stop} />
      {/* What became of a save stands by its button, which keeps the cursor: at the top of a long
          form it was out of sight on a phone, and the editor pressed again to no end. */}
      {notice(
        `Another editor saved this ${spec.singular} after you opened it, so yours was not saved. What you typed is still here.`,
        save,
      )}
      {deleted ? (
        <Alert tone="error" title={`Someone deleted this ${spec.singular}`}>
          <p>
            Another editor deleted this {spec.singular} after you opened it, so yours was not saved.
            What you typed is still here: save again to put it back with your changes, at the same
            address and with its history, or cancel.
          </p>
        </Alert>
      ) : null}
      {errors.answerLost ? (
        <Alert tone="error" title={`No answer came: the ${spec.singular} may not be saved`}>
          <p>{errors.answerLost}</p>
          <p>
            Saving again is safe: if the first save arrived, it is not saved twice. What you typed
            is still here.
          </p>
        </Alert>
      ) : errors.form ? (
        <Alert tone="error" title={`The ${spec.singular} was not saved`}>
          <p>{errors.form}</p>
        </Alert>
      ) : null}
      <div className="button-row">
        <Button {...busySubmitProps(saving)}>
          {saving ? 'Saving…' : saveLabel(standing, choice.mode)}
        </Button>
        <Button variant="secondary" onClick={previewTyped}>
          Preview
        </Button>
        <Button
          variant="secondary"
          {...busyButtonProps(saving, () => {
            if (unsaved && !confirmDiscard(spec.singular)) return;
            forgetKept();
            onCancel();
          })}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * The typed entry for the preview: pictures by their stored address (or the chosen file's), and a
 * web address as it will be saved (`www.moh.gov.zm` as https://www.moh.gov.zm), so its link
 * leads where the site's will.
 */
function previewDraft(
  fields: readonly FieldSpec[],
  values: FormValues,
  base?: EntryState,
): Record<string, unknown> {
  const draft: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(values)) {
    if (value && typeof value === 'object') {
      const url = value.file ? URL.createObjectURL(value.file) : value.url;
      draft[key] = url ? { url, alt: value.alt, focusX: value.focusX, focusY: value.focusY } : null;
    } else if (value === '' || value === null) {
      draft[key] = null;
    } else {
      const kind = fields.find((field) => field.name === key)?.kind;
      // Only an address the form would save is linked: never `javascript:`, `data:` or the like.
      draft[key] = kind === 'url' ? (linkedAddress(value.trim()) ?? null) : value;
    }
  }
  return draft;
}
