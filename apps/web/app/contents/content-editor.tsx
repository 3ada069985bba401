import { ConflictError, type ContentEntry } from '@coaz/api-client';
import { useApiClient, useContents } from '@coaz/api-client/react';
import { Alert, Button, ImageFileInput, TextField } from '@coaz/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '../api/max-upload-bytes';
import { useOpenInView } from '../studio/use-open-in-view';

/** Props of {@link ContentEditor}. */
export interface ContentEditorProps {
  /** The entry being edited; without one the form adds a new entry. */
  entry?: ContentEntry;
  /** Called with a line to announce once the entry is saved. */
  onSaved: (message: string) => void;
  /** Leaves edit mode without saving (only offered while editing). */
  onCancel?: () => void;
}

interface FieldErrors {
  title?: string;
  body?: string;
}

/**
 * The editor's form: title, text and a picture chosen from the device (images only, previewed
 * before saving, uploaded with its progress shown). A new entry when no `entry` is given, an edit
 * otherwise. Whatever goes wrong, the typed text stays; an edit that crossed someone else's says so.
 */
export function ContentEditor({ entry, onSaved, onCancel }: ContentEditorProps) {
  const client = useApiClient();
  const { create, update } = useContents();
  const headingId = useId();
  // Editing opens in view; the empty add form stays put, so the page does not jump on load.
  const formRef = useOpenInView<HTMLFormElement>(entry?.id, entry !== undefined);
  const [title, setTitle] = useState(entry?.title ?? '');
  const [body, setBody] = useState(entry?.body ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<{ conflict: boolean; detail: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (title.trim() === '') found.title = 'Enter a title';
    if (body.trim() === '') found.body = 'Enter the text of the notice';
    setErrors(found);
    if (found.title || found.body) return;
    setSaving(true);
    setFailure(undefined);
    try {
      let imageUrl = entry?.imageUrl ?? null;
      if (image) {
        setProgress(0);
        const uploaded = await client.contents.uploadImage(image, {
          onProgress: ({ percent }) => setProgress(percent),
        });
        imageUrl = uploaded.url;
      }
      const text = { title: title.trim(), body: body.trim(), imageUrl };
      // After a save the manager swaps in a fresh editor, so only a failure resets state here.
      if (entry) {
        await update.mutateAsync({ id: entry.id, entry: { ...text, version: entry.version } });
        onSaved('Changes saved');
      } else {
        await create.mutateAsync(text);
        onSaved('Notice published');
      }
    } catch (error) {
      setFailure({
        conflict: error instanceof ConflictError,
        detail: (error as Error).message,
      });
      setSaving(false);
      setProgress(undefined);
    }
  };

  return (
    <form
      ref={formRef}
      className="member-form content-editor"
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>{entry ? `Edit “${entry.title}”` : 'Add a notice'}</h3>
      {failure ? (
        <Alert tone="error" title="Failed to save content">
          {failure.conflict ? (
            <p>
              Someone else changed this notice after you opened it. Your text is kept here: saving
              again replaces their version with yours.
            </p>
          ) : (
            <p>{failure.detail}</p>
          )}
        </Alert>
      ) : null}
      <TextField
        label="Title"
        name="title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
        maxLength={200}
        required
      />
      <TextArea label="Text" value={body} onChange={setBody} error={errors.body} />
      <ImageFileInput
        key={entry?.id ?? 'new'}
        label="Picture"
        hint="Optional. PNG, JPEG, WebP or GIF, up to 5 MB."
        maxBytes={MAX_UPLOAD_BYTES}
        currentImageUrl={entry?.imageUrl ?? undefined}
        previewAlt="Preview of the picture"
        onChange={setImage}
      />
      {progress !== undefined ? (
        <div className="content-editor__progress">
          <label htmlFor={`${headingId}-progress`}>Uploading the picture</label>{' '}
          <progress id={`${headingId}-progress`} max={100} value={progress}>
            {progress}%
          </progress>
        </div>
      ) : null}
      <div className="button-row">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : entry ? 'Save changes' : 'Publish'}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
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
          onChange={(event) => onChange(event.target.value)}
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
