import { TextField } from '@coaz/ui-kit';
import { useId } from 'react';
import { SelectField, TextAreaField } from './choice-field';
import { dateFieldHint, dateFieldWarning } from './date-field-hint';
import type { FieldSpec, PictureDraft } from './field-spec';
import { offeredSpellingNote } from './offered-spelling';
import { pastedText } from './pasted-text';
import { PictureField } from './picture-field';

/** Props of {@link StudioField}. */
export interface StudioFieldProps {
  field: FieldSpec;
  value: string | PictureDraft | null;
  onChange: (value: string | PictureDraft | null) => void;
  error?: string | undefined;
  /** A picture field's message about its chosen file (refused by the server). */
  fileError?: string | undefined;
  /**
   * The day the entry goes on the site with this save, if that is a day of its own (`YYYY-MM-DD`,
   * Lusaka): the day it is scheduled for, or today for a draft published now (`goesOnSiteOn`).
   */
  scheduledFor?: string | undefined;
  /** The day in the field's `lastDayIn`, if it names one (`dateFieldWarning`). */
  lastDay?: string | undefined;
  /** Words offered as the editor types (a text field's `suggestions` for the form's values). */
  suggestions?: readonly string[] | undefined;
}

const INPUT_TYPES = {
  text: 'text',
  date: 'date',
  time: 'time',
  number: 'number',
  url: 'url',
  email: 'email',
} as const;

/**
 * One field of a studio form, drawn for its kind. No field carries `maxLength`: the browser would
 * cut a long paste (a title copied from a letter) at the limit without a word, and the editor
 * would publish half a sentence. The form keeps all of it and says "Too long: at most 200
 * characters; this has 420" (`validateValues`) before anything is sent.
 */
export function StudioField({
  field,
  value,
  onChange,
  error,
  fileError,
  scheduledFor,
  lastDay,
  suggestions,
}: StudioFieldProps) {
  const warningId = useId();
  const suggestionsId = useId();
  if (field.kind === 'picture') {
    return (
      <PictureField
        field={field}
        value={value as PictureDraft | null}
        onChange={onChange}
        {...(error ? { error } : {})}
        {...(fileError ? { fileError } : {})}
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  // A date whose day means something for the entry (a vacancy closed, news dated ahead) says so.
  const warns =
    field.kind === 'date' &&
    Boolean(field.whenPast || field.whenAhead || field.whenBeforeScheduled);
  const warning = warns
    ? dateFieldWarning(field, text, undefined, scheduledFor, lastDay)
    : undefined;
  const note = suggestions?.length ? offeredSpellingNote(text, suggestions) : undefined;
  const describedBy = warning || note ? warningId : undefined;
  const common = { name: field.name, hint: field.hint, error, required: field.required };
  if (field.kind === 'textarea' || field.kind === 'lines') {
    return (
      <TextAreaField
        label={field.label}
        value={text}
        onChange={(event) => onChange(pastedText(event.target.value, true))}
        {...common}
      />
    );
  }
  if (field.kind === 'select') {
    return (
      <SelectField
        label={field.label}
        options={
          field.required
            ? [{ value: '', label: 'Choose one' }, ...(field.options ?? [])]
            : (field.options ?? [])
        }
        value={text}
        onChange={(event) => onChange(event.target.value)}
        {...common}
      />
    );
  }
  const hint = field.kind === 'date' ? dateFieldHint(field, text) : field.hint;
  const input = (
    <TextField
      label={field.label}
      type={INPUT_TYPES[field.kind]}
      value={text}
      onChange={(event) => onChange(pastedText(event.target.value, false))}
      {...(field.min !== undefined ? { min: field.min, step: 1 } : {})}
      name={field.name}
      {...(hint ? { hint } : {})}
      {...(error ? { error } : {})}
      required={field.required ?? false}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      {...(suggestions?.length ? { list: suggestionsId } : {})}
    />
  );
  if (suggestions?.length) {
    return (
      <>
        {input}
        <datalist id={suggestionsId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
        {/* Always drawn, as a date's warning is, so the note is announced as it appears. */}
        <p id={warningId} role="status" className="coaz-field__hint studio-field__offered-note">
          {note}
        </p>
      </>
    );
  }
  if (!warns) return input;
  return (
    <div className="studio-date-field">
      {input}
      {/* Always drawn, so a screen reader announces the words as they appear while the date is
          typed or picked; a hint changing under the field was not read until it was left. */}
      <p id={warningId} role="status" className="coaz-field__hint studio-date-field__warning">
        {warning}
      </p>
    </div>
  );
}
