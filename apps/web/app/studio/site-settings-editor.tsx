import { ApiError } from '@coaz/api-client';
import { useApiClient, useCurrentUser } from '@coaz/api-client/react';
import { Alert, Button, Spinner } from '@coaz/ui-kit';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { SiteSettings } from '../site/site-settings';
import { busyButtonProps, busySubmitProps } from './busy-button-props';
import type { FieldErrors, FormValues, PictureDraft } from './field-spec';
import { firstToFix } from './first-to-fix';
import { typedOverLatest, validateValues, valuesFromEntry } from './form-values';
import { forgetKeptDraft, type KeptDraft, readKeptDrafts, valuesWithKept } from './kept-drafts';
import { answerLost, holdsSave } from './landed-save';
import { PictureRefusedError, pictureFileKey } from './picture-refused-error';
import { PictureUploadStatus } from './picture-upload-status';
import { entryInput } from './save-entry';
import { SavedAnnouncement } from './saved-announcement';
import { fieldErrorsFromServer, notSavedBecause } from './server-errors';
import { DroppedFilesNote } from './signed-out-notice';
import { SETTINGS_FIELDS, SETTINGS_GROUPS, settingsProblems } from './site-settings-fields';
import { SiteSettingsHistory } from './site-settings-history';
import { StudioField } from './studio-field';
import { confirmDiscard, useWarnBeforeUnload } from './unsaved-changes';
import { UploadStoppedError } from './upload-stopped-error';
import { formSnapshot, useKeptOnSessionEnd } from './use-kept-on-session-end';
import { useSaveConflict } from './use-save-conflict';
import { UPLOAD_STOPPED, useUploadStop } from './use-upload-stop';

/** The studio section's name, in its address and in kept drafts. */
export const SITE_SETTINGS_SECTION = 'site-settings';
// The record is one; a kept draft names it as entry 1, as its revisions do.
const ENTRY_ID = 1;
// No field names the record, so the login says "your changes to the site settings".
const KEPT_SPEC = { name: SITE_SETTINGS_SECTION, singular: 'site settings', fields: [] };

type Loaded = { settings: SiteSettings; restored?: KeptDraft | undefined };

/**
 * The studio's site settings: the secretariat's contact details and office hours, the home page's
 * success story and carousel. One record, so one form, opened with what is saved (or what the
 * editor typed before the session ended, kept until saved or cancelled).
 */
export function SiteSettingsEditor() {
  const client = useApiClient();
  const { data: member } = useCurrentUser();
  const username = member?.username.toLowerCase();
  const [loaded, setLoaded] = useState<Loaded>();
  const [failure, setFailure] = useState<string>();
  const [announcement, setAnnouncement] = useState<string>();
  const [historyOpen, setHistoryOpen] = useState(false);
  // Closed with its Close button, the history gives the cursor back to the button that opens it
  // (drawn anew in its place), not to the top of the page.
  const sectionRef = useRef<HTMLElement>(null);
  const [historyClosings, setHistoryClosings] = useState(0);
  useEffect(() => {
    if (historyClosings > 0) {
      sectionRef.current?.querySelector<HTMLElement>('[data-settings-history]')?.focus();
    }
  }, [historyClosings]);

  /** Reads the saved settings (and a kept draft); the answer of a superseded read is dropped. */
  const load = useCallback(() => {
    if (username === undefined) return undefined;
    let current = true;
    setFailure(undefined);
    client.http
      .get<SiteSettings>('site-settings', { service: 'content' })
      .then((settings) => {
        if (!current) return;
        const restored = readKeptDrafts().find(
          (draft) =>
            draft.section === SITE_SETTINGS_SECTION &&
            (draft.username === null || draft.username.toLowerCase() === username),
        );
        setLoaded({ settings, restored });
      })
      .catch((error: unknown) => {
        if (current) setFailure((error as Error).message);
      });
    return () => {
      current = false;
    };
  }, [client, username]);
  useEffect(() => load(), [load]);

  return (
    <section ref={sectionRef} className="studio-collection" aria-labelledby="studio-site-settings">
      <h2 id="studio-site-settings">Site settings</h2>
      <p>
        What every page shows of the secretariat, and the home page’s success story and carousel. A
        save shows on the site at once; the history lists every save, and brings back an earlier
        one.
      </p>
      {announcement ? <SavedAnnouncement message={announcement} /> : null}
      {failure ? (
        <Alert tone="error" title="The site settings could not be loaded">
          <p>{failure}</p>
          <Button variant="secondary" onClick={() => load()}>
            Try again
          </Button>
        </Alert>
      ) : loaded ? (
        <>
          {historyOpen ? (
            <SiteSettingsHistory
              current={loaded.settings}
              onRestored={(settings, message) => {
                // The restored version replaces the form's values, a restored draft's too.
                forgetKeptDraft(SITE_SETTINGS_SECTION, ENTRY_ID);
                setLoaded({ settings });
                setHistoryOpen(false);
                setAnnouncement(message);
              }}
              onClose={() => {
                setHistoryOpen(false);
                setHistoryClosings((count) => count + 1);
              }}
            />
          ) : (
            <Button variant="secondary" data-settings-history onClick={() => setHistoryOpen(true)}>
              History of the site settings
            </Button>
          )}
          <SiteSettingsForm
            key={`${loaded.settings.version}-${loaded.restored?.keptAt ?? ''}`}
            settings={loaded.settings}
            restored={loaded.restored}
            onSaved={(settings) => {
              setLoaded({ settings });
              setAnnouncement('Saved: the site shows the new settings now');
            }}
            onEdit={() => setAnnouncement(undefined)}
          />
        </>
      ) : (
        <Spinner label="Loading the site settings…" showLabel />
      )}
    </section>
  );
}

/** Props of {@link SiteSettingsForm}. */
export interface SiteSettingsFormProps {
  settings: SiteSettings;
  /** What the form held when the session ended, to start with instead of the saved values. */
  restored?: KeptDraft | undefined;
  onSaved: (settings: SiteSettings) => void;
  /** Called at the first change, so an old confirmation goes. */
  onEdit: () => void;
}

/**
 * The settings' fields in groups. Every message sits beside its field and a summary above says
 * there are some; whatever fails, what was typed stays. A save overtaken by someone else's (409)
 * offers their version or saving ours over it.
 */
export function SiteSettingsForm({ settings, restored, onSaved, onEdit }: SiteSettingsFormProps) {
  const client = useApiClient();
  const headingId = useId();
  const [values, setValues] = useState<FormValues>(() =>
    valuesWithKept(valuesFromEntry(SETTINGS_FIELDS, settings), restored),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  // The version a save is based on: the one opened, or the one kept with a restored draft.
  const { base, setConflict, notice } = useSaveConflict<SiteSettings, FormValues>({
    opened: (restored?.base as SiteSettings | null | undefined) ?? settings,
    readLatest: () => client.http.get<SiteSettings>('site-settings', { service: 'content' }),
    loadValues: (latest) => setValues(valuesFromEntry(SETTINGS_FIELDS, latest)),
    mineOver: (latest, opened) => {
      const mine = typedOverLatest(
        valuesFromEntry(SETTINGS_FIELDS, opened),
        values,
        valuesFromEntry(SETTINGS_FIELDS, latest),
      );
      setValues(mine);
      return mine;
    },
    onReadFailure: (error) => setErrors({ form: (error as Error).message }),
  });
  useKeptOnSessionEnd({
    spec: KEPT_SPEC,
    base: base && { ...base, id: ENTRY_ID },
    values,
    restored: Boolean(restored),
  });
  const [pristine] = useState(() => formSnapshot(values, undefined));
  useWarnBeforeUnload(Boolean(restored) || formSnapshot(values, undefined) !== pristine);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number>();
  const upload = useUploadStop();
  // Set when a save finds problems: once the messages are drawn, the cursor goes where
  // firstToFix says (a new object each time, so the same place is focused again).
  const [focusAfter, setFocusAfter] = useState<{ stoppedPicture?: string }>();
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  useEffect(() => {
    if (focusAfter) firstToFix(form, focusAfter.stoppedPicture)?.focus();
  }, [focusAfter, form]);

  const problems = (found: FieldErrors, stoppedPicture?: string) => {
    setErrors(found);
    setFocusAfter(stoppedPicture ? { stoppedPicture } : {});
  };

  // Each chosen file's stored address, so a save tried again uploads no picture twice.
  const uploaded = useRef(new Map<File, string>());
  /** The settings as saved now, if they hold all of `input`: a 409 after a lost answer (`landed-save.ts`). */
  const savedAlready = async (input: Record<string, unknown>) => {
    const latest = await client.http
      .get<SiteSettings>('site-settings', { service: 'content' })
      .catch(() => undefined);
    return latest && holdsSave(latest, input) ? latest : undefined;
  };

  const save = async (version = base?.version ?? settings.version, typed = values) => {
    const found = { ...validateValues(SETTINGS_FIELDS, typed), ...settingsProblems(typed) };
    setConflict(false);
    if (Object.keys(found).length > 0) return problems(found);
    setErrors({});
    setSaving(true);
    try {
      const input = await entryInput(
        client,
        SETTINGS_FIELDS,
        typed,
        setProgress,
        upload.begin(),
        uploaded.current,
      );
      // The pictures are stored: Stop the upload would stop nothing now, so it goes while the
      // settings themselves are saved.
      setProgress(undefined);
      const saved = await client.http
        .put<SiteSettings>('site-settings', { service: 'content', json: { ...input, version } })
        .catch(async (error) => {
          // Someone else's save, unless what is saved now is this one: an earlier try whose
          // answer was lost (Save pressed again after "Could not reach the server").
          const already =
            error instanceof ApiError && error.status === 409
              ? await savedAlready(input)
              : undefined;
          if (already) return already;
          throw error;
        });
      forgetKeptDraft(SITE_SETTINGS_SECTION, ENTRY_ID);
      onSaved(saved);
    } catch (error) {
      if (error instanceof UploadStoppedError) problems({ form: UPLOAD_STOPPED }, error.field);
      else if (error instanceof ApiError && error.status === 409) setConflict(true);
      else if (error instanceof PictureRefusedError) {
        problems({ [pictureFileKey(error.field)]: error.message });
      } else if (answerLost(error)) problems({ answerLost: (error as Error).message });
      else {
        const byField = fieldErrorsFromServer(SETTINGS_FIELDS, error);
        problems(Object.keys(byField).length > 0 ? byField : { form: notSavedBecause(error) });
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
      ref={setForm}
      className="member-form studio-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>Edit the site settings</h3>
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
      {SETTINGS_GROUPS.map((group) => (
        <fieldset key={group.legend} className="studio-form__group">
          <legend>{group.legend}</legend>
          {group.fields.map((field) => (
            <StudioField
              key={field.name}
              field={field}
              value={values[field.name] ?? null}
              onChange={(value) => {
                onEdit();
                setValues((current) => ({ ...current, [field.name]: value }));
                const file = (picture: unknown) => (picture as PictureDraft | null)?.file ?? null;
                if (field.kind === 'picture' && file(value) !== file(values[field.name])) {
                  setErrors(({ [pictureFileKey(field.name)]: _refused, ...others }) => others);
                }
              }}
              error={errors[field.name]}
              fileError={errors[pictureFileKey(field.name)]}
            />
          ))}
        </fieldset>
      ))}
      <PictureUploadStatus id={`${headingId}-progress`} percent={progress} onStop={upload.stop} />
      {/* What became of a save stands by its button, which keeps the cursor: at the top of a long
          form it was out of sight on a phone, and the editor pressed again to no end. */}
      {notice(
        'Another editor saved the site settings after you opened them, so yours were not saved. What you typed is still here.',
        save,
      )}
      {errors.answerLost ? (
        <Alert tone="error" title="No answer came: the site settings may not be saved">
          <p>{errors.answerLost}</p>
          <p>
            Saving again is safe: if the first save arrived, it is kept. What you typed is still
            here.
          </p>
        </Alert>
      ) : errors.form ? (
        <Alert tone="error" title="The site settings were not saved">
          <p>{errors.form}</p>
        </Alert>
      ) : null}
      <div className="button-row">
        <Button {...busySubmitProps(saving)}>{saving ? 'Saving…' : 'Save the settings'}</Button>
        <Button
          variant="secondary"
          {...busyButtonProps(saving, () => {
            // Back to the newest version read: after "Load their version", theirs, so undoing
            // cannot quietly bring back what they had changed.
            const newest = base && base.version > settings.version ? base : settings;
            const back = valuesFromEntry(SETTINGS_FIELDS, newest);
            // Asked first, as Cancel asks in the other forms: beside Save on a phone, a slip of
            // the thumb dropped every change typed, with no way back.
            const dropsTyping = formSnapshot(values, undefined) !== formSnapshot(back, undefined);
            if (dropsTyping && !confirmDiscard('form')) return;
            forgetKeptDraft(SITE_SETTINGS_SECTION, ENTRY_ID);
            setValues(back);
            setErrors({});
            setConflict(false);
          })}
        >
          Undo my changes
        </Button>
      </div>
    </form>
  );
}
