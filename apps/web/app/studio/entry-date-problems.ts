import { formatDate } from '../dates/format-date';
import type { CollectionSpec } from './collections';
import type { FieldErrors, FormValues } from './field-spec';
import type { CollectionName } from './studio-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

const typed = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * An entry's dates and times that do not fit together, at the field to change. Dates that run
 * backwards: an event ending before it starts, a vacancy closing before it was posted. The server
 * refuses those too (its `check`), but only once the form is sent, which on slow data means after
 * the pictures are uploaded, and again on the next try; here they are said before anything is
 * sent, in words with the date to choose after. And an event's end time given without its start
 * time, which the server takes but the public card does not show (it writes "09:00 – 13:00", or the
 * start alone), so the typed time would vanish from the site without a word.
 */
export function entryDateProblems<K extends CollectionName>(
  spec: CollectionSpec<K>,
  values: FormValues,
): FieldErrors {
  const errors: FieldErrors = {};
  if (spec.name === 'events') {
    const start = typed(values, 'date');
    const end = typed(values, 'endDate');
    if (!DAY.test(start)) return errors;
    if (DAY.test(end) && end < start) {
      errors.endDate = `The event ends before it starts: give an end date on or after ${formatDate(start)}`;
    }
    const from = typed(values, 'startTime');
    const to = typed(values, 'endTime');
    if (from === '' && TIME.test(to)) {
      errors.startTime =
        'Enter the start time too: the site shows an end time only after a start time';
    }
    // Over several days, an event may end earlier in the day than it started.
    const oneDay = end === '' || end === start;
    if (oneDay && TIME.test(from) && TIME.test(to) && to < from) {
      errors.endTime = `The event ends before it starts: give an end time of ${from} or later, or the end date for an event past midnight`;
    }
  }
  if (spec.name === 'vacancies') {
    const posted = typed(values, 'postedOn');
    const closing = typed(values, 'closingOn');
    if (DAY.test(posted) && DAY.test(closing) && closing < posted) {
      // Said with the way to close it at once: an editor closing a vacancy posted today (filled
      // the same day) types yesterday, which no closing date after the posting allows.
      errors.closingOn = `The vacancy closes before it was posted: give a closing date on or after ${formatDate(posted)}. To take it off the careers page at once, choose Draft under Publication`;
    }
  }
  return errors;
}
