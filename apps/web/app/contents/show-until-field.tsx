import { Button, TextField } from '@coaz/ui-kit';
import { useId } from 'react';
import { dateReadBack } from '../studio/date-read-back';
import { noticeEnded } from './notice-end';

/** Props of {@link ShowUntilField}. */
export interface ShowUntilFieldProps {
  /** `YYYY-MM-DD`, or '' for no end date. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The field's `name`, by which the editor's form finds the control to read what was typed. */
export const SHOW_UNTIL_FIELD = 'showUntil';

const NO_END_HINT =
  'Optional. The last day visitors see the notice (Zambia’s calendar); after it, only editors see it. Leave it empty to show it until it is deleted.';

/**
 * A notice's "show until" day: a date, read back in words with its weekday as the studio's date
 * fields are (`dateReadBack`), so a day typed in the device's order (12/01 for 1 December) shows
 * before saving. A button takes the date away again, since clearing a date control by keyboard
 * differs from one browser to the next; it is there too while the field has a message, as a day
 * left half-typed reads as '' (see `showUntilProblem`) yet stays in the control. The button then
 * goes, so the cursor is put back in the field rather than lost with it.
 */
export function ShowUntilField({ value, onChange, error }: ShowUntilFieldProps) {
  const id = useId();
  const readBack = dateReadBack(value);
  // With a message the day is refused, so the hint does not promise visitors will see it; nor
  // for a day gone by (an ended notice opened to extend it), which they no longer see.
  const seen = error
    ? ''
    : noticeEnded({ showUntil: value })
      ? ' That day has passed, so visitors no longer see the notice.'
      : ' Visitors see the notice through that day.';
  const removeEndDate = () => {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement) {
      // Clears a half-typed day too, which React cannot see: the control's value was '' all along.
      input.value = '';
      input.focus();
    }
    onChange('');
  };
  return (
    <div className="content-editor__show-until">
      <TextField
        id={id}
        label="Show until"
        name={SHOW_UNTIL_FIELD}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        hint={readBack ? `${readBack}${seen}` : NO_END_HINT}
        error={error}
      />
      {value !== '' || error ? (
        <Button variant="secondary" onClick={removeEndDate}>
          Remove the end date
        </Button>
      ) : null}
    </div>
  );
}
