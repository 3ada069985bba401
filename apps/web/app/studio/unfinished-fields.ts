import type { FieldErrors } from './field-spec';

/**
 * The date and time fields of a form that the browser holds half-typed: a date with no year, a
 * time with no minutes. The browser's control then reads as empty, so an optional field would be
 * saved blank and a required one said to be missing, while the editor sees what they typed. Each
 * is named here, by the field's `name`, so the form refuses it at the field and leaves the typing
 * in the control to finish. (A browser with no control draws a text box, whose value is the text
 * typed, checked as such.)
 */
export function unfinishedFields(form: HTMLFormElement | null): FieldErrors {
  const errors: FieldErrors = {};
  for (const input of form?.querySelectorAll('input') ?? []) {
    if (!input.name || !input.validity.badInput) continue;
    if (input.type === 'date') {
      errors[input.name] = input.required
        ? 'Finish the date: day, month and year'
        : 'Finish the date (day, month and year), or clear it';
    } else if (input.type === 'time') {
      errors[input.name] = input.required
        ? 'Finish the time: hours and minutes'
        : 'Finish the time (hours and minutes), or clear it';
    }
  }
  return errors;
}
