import { Button, TextField } from '@coaz/ui-kit';
import { dateReadBack } from '../studio/date-read-back';

/** Props of {@link ShowUntilField}. */
export interface ShowUntilFieldProps {
  /** `YYYY-MM-DD`, or '' for no end date. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

const NO_END_HINT =
  'Optional. The last day visitors see the notice (Zambia’s calendar); after it, only editors see it. Leave it empty to show it until it is deleted.';

/**
 * A notice's "show until" day: a date, read back in words with its weekday as the studio's date
 * fields are (`dateReadBack`), so a day typed in the device's order (12/01 for 1 December) shows
 * before saving. A button takes the date away again, since clearing a date control by keyboard
 * differs from one browser to the next.
 */
export function ShowUntilField({ value, onChange, error }: ShowUntilFieldProps) {
  const readBack = dateReadBack(value);
  return (
    <div className="content-editor__show-until">
      <TextField
        label="Show until"
        name="showUntil"
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        hint={readBack ? `${readBack} Visitors see the notice through that day.` : NO_END_HINT}
        error={error}
      />
      {value !== '' ? (
        <Button variant="secondary" onClick={() => onChange('')}>
          Remove the end date
        </Button>
      ) : null}
    </div>
  );
}
