import { TextField } from '@coaz/ui-kit';
import { dateReadBack } from './date-read-back';
import { type PublicationChoice, SCHEDULE_FIELDS } from './publication';

/** Props of {@link PublicationField}. */
export interface PublicationFieldProps {
  value: PublicationChoice;
  onChange: (value: PublicationChoice) => void;
  /** The schedule's date's message (`publishAt`, the server's refusal included). */
  error?: string | undefined;
  /** The schedule's time's message. */
  timeError?: string | undefined;
}

const MODES = [
  { mode: 'draft', label: 'Draft: only editors see it' },
  { mode: 'now', label: 'Published: everyone sees it now' },
  { mode: 'schedule', label: 'Scheduled: published at a date and time' },
] as const;

/** Draft, publish now, or schedule at a Lusaka date and time (unpublishing is choosing Draft). */
export function PublicationField({ value, onChange, error, timeError }: PublicationFieldProps) {
  return (
    <fieldset className="member-choice studio-publication">
      <legend className="coaz-field__label">Publication</legend>
      {MODES.map(({ mode, label }) => (
        <label key={mode} className="member-choice__option">
          <input
            type="radio"
            name="publication"
            value={mode}
            checked={value.mode === mode}
            onChange={() => onChange({ ...value, mode })}
          />
          {label}
        </label>
      ))}
      {value.mode === 'schedule' ? (
        <div className="studio-publication__when">
          <TextField
            label="Publish on"
            type="date"
            name={SCHEDULE_FIELDS.date}
            value={value.date}
            onChange={(event) => onChange({ ...value, date: event.target.value })}
            required
            {...(dateReadBack(value.date) ? { hint: dateReadBack(value.date) } : {})}
            {...(error ? { error } : {})}
          />
          <TextField
            label="At (Lusaka time)"
            type="time"
            name={SCHEDULE_FIELDS.time}
            value={value.time}
            onChange={(event) => onChange({ ...value, time: event.target.value })}
            required
            {...(timeError ? { error: timeError } : {})}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
