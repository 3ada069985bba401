import { ApiError } from '@coaz/api-client';
import { waitInWords } from '../member/refusal-message';
import type { FieldErrors, FieldSpec } from './field-spec';

/** The form's own fields beyond the collection's: the publication choice. */
const WORKFLOW_FIELDS: readonly Pick<FieldSpec, 'name' | 'label'>[] = [
  { name: 'publishAt', label: 'Publication' },
  { name: 'status', label: 'Publication' },
];

/** Where the publication field's message goes in {@link FieldErrors}. */
const WORKFLOW_KEY = 'publishAt';

/** The parts of a picture a message can name (`picture.alt`), in the editor's words. */
const PICTURE_PARTS: Record<string, string> = {
  alt: 'alt text',
  url: 'address',
  focusX: 'focal point',
  focusY: 'focal point',
};

/**
 * The server's wording where the form's differs. The server already says its checks in plain
 * words ("at most 200 characters", "must not be blank"; `src/http/plain-messages.ts`), so only
 * what reads wrong for a field of the form is reworded here: a list typed one note a line was
 * counted in "entries", which the editor never saw.
 */
function plainWords(message: string, field: Pick<FieldSpec, 'kind'> | undefined): string {
  const text = message.trim();
  return field?.kind === 'lines'
    ? text.replace(/^at most ([\d,]+) entries$/, 'at most $1 lines')
    : text;
}

/**
 * A field's name as the API spells it (`startTime`, `postedOn`) is replaced by its label where a
 * message names another field ("must not be before “Start time”"). Only names in camel case: a
 * plain word such as "date" may be meant as a word.
 */
function withLabels(message: string, fields: readonly Pick<FieldSpec, 'name' | 'label'>[]): string {
  return message.replace(/\b[a-z]+(?:[A-Z][a-z]*)+\b/g, (word) => {
    const named = fields.find((field) => field.name === word);
    return named ? `“${named.label}”` : word;
  });
}

/**
 * Puts a 400 answer's message beside the field it names, in plain words. The server says which
 * field failed as `field` in the body or as the message's `path: ` prefix (`picture.alt: Required`);
 * the publication's (`publishAt`) goes to `publishAt`; a message naming no field of the form stays
 * under `form`.
 */
export function fieldErrorsFromServer(fields: readonly FieldSpec[], error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as Record<
    string,
    unknown
  >;
  const known = [...fields, ...WORKFLOW_FIELDS];
  const prefix = /^([A-Za-z][\w.]*):\s*(.+)$/s.exec(error.message);
  const path = typeof body.field === 'string' ? body.field : prefix?.[1];
  const message = prefix && !(typeof body.field === 'string') ? prefix[2] : error.message;
  const [name, part] = path?.split('.') ?? [];
  const field = known.find((candidate) => candidate.name === name);
  if (!field || !message) return { form: withLabels(error.message, known) };
  const spec = fields.find((candidate) => candidate.name === name);
  const text = withLabels(plainWords(message, spec), known).trim();
  const where =
    part && spec?.kind === 'picture' && PICTURE_PARTS[part]
      ? `${field.label}, ${PICTURE_PARTS[part]}`
      : part && spec?.kind === 'lines' && /^\d+$/.test(part)
        ? // The server counts a list's items from 0; the editor counts lines from 1.
          `${field.label}, line ${Number(part) + 1}`
        : field.label;
  const key = spec ? spec.name : WORKFLOW_KEY;
  return { [key]: `${where}: ${text.charAt(0).toLowerCase()}${text.slice(1)}` };
}

/**
 * Why a save was not made, as the form says it above its buttons: the server's words, except for
 * a refusal of the editor's right to edit (403), and the studio's write limit (429, 60 saves a
 * minute, 600 an hour per editor), said as what it means for what was typed and when to save
 * again. The server's "Only editors may change contents" told an editor whose role an admin had
 * just taken away neither what happened nor what to do.
 */
export function notSavedBecause(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as {
      retryAfterSeconds?: unknown;
    };
    const fromBody =
      typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : undefined;
    return `Not saved: too many changes were saved from your account in a short time. What you typed is still here: save again in ${waitInWords(error.retryAfter ?? fromBody)}.`;
  }
  if (error instanceof ApiError && error.status === 403) {
    return 'Your account may no longer change the site: an admin may have taken away your editor role. What you typed is still here: copy what you need, then ask an admin.';
  }
  return (error as Error).message;
}
