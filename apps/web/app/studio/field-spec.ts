/** The kinds of field a studio form draws. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'date'
  | 'time'
  | 'number'
  | 'select'
  | 'url'
  | 'email'
  | 'lines'
  | 'picture';

/** One field of a collection's form. */
export interface FieldSpec {
  /** The entry's property, as the API names it. */
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  hint?: string;
  /** Choices of a `select`; `''` as a value means none. */
  options?: readonly { value: string; label: string }[];
  /** Smallest number a `number` field takes. */
  min?: number;
  /**
   * Most characters the server takes for the field (its `plainText(…, max)`), counted after
   * trimming. Text inputs stop typing there; every field says so before sending.
   */
  maxLength?: number;
  /**
   * For a date field: what it says under the date once that day has passed in Lusaka, where a
   * past date means the entry no longer shows (`dateFieldWarning`, announced as it appears).
   */
  whenPast?: string;
  /**
   * For a date field with `whenPast`: the field that, once it holds a day, is the entry's last day
   * instead, so this one's past day says nothing (an event started yesterday and ending tomorrow
   * is under way and listed). That field warns in its turn, so the words are said once.
   */
  lastDayIn?: string;
  /**
   * For a date field of a new entry: the date field whose earlier day it takes while the officer
   * has not changed it (`withFollowers`), as a vacancy's Posted on follows a past closing date.
   */
  followsBackTo?: string;
  /**
   * For a date field: what it says under the date when that day is still to come in Lusaka,
   * where a future date is most likely a slip (`dateFieldWarning`).
   */
  whenAhead?: string;
  /**
   * For a date field: what it says when the entry is scheduled for a later day than its date,
   * where the date is what the site shows and lists by (`dateFieldWarning`).
   */
  whenBeforeScheduled?: string;
  /**
   * For a picture field: the fewest pixels wide a chosen picture may be, the narrowest the site
   * draws it (`pictureTooNarrow`); a narrower one is refused as it is chosen.
   */
  minWidth?: number;
  /** What a new entry starts with. */
  initial?: () => string;
  /**
   * For a text field: words offered as the editor types (the other fields' values decide which),
   * such as the offices of the group a person is placed in. Any other text is taken too.
   */
  suggestions?: (values: FormValues) => readonly string[];
}

/** A picture in the form: the saved address or a chosen file, its alt text and focal point. */
export interface PictureDraft {
  /** The stored address, until a new file replaces it. */
  url: string | null;
  /** A file chosen on the device, uploaded on save. */
  file: File | null;
  alt: string;
  focusX: number;
  focusY: number;
}

/** What the form holds: text for every plain field, a draft (or null) for every picture. */
export type FormValues = Record<string, string | PictureDraft | null>;

/** Messages per field name, plus `form` for what belongs to no single field. */
export type FieldErrors = Record<string, string>;
