import fc from 'fast-check';
import type { Caller, Operation, Parameter } from './documented-operations';
import { hostileText, hostileValue } from './hostile-input';

/** One generated request to an operation, before it is addressed and sent. */
export interface MalformedRequest {
  caller: Caller;
  /** Path parameter values as they go on the wire, percent-encoding (or its absence) included. */
  pathValues: string[];
  /** The query string as it goes on the wire. */
  query: string;
  body: { content: string | FormData; contentType?: string } | undefined;
  header: Record<string, string>;
}

const HUNDRED_KB = 'x'.repeat(100_000);

/** Numbers and dates that are not what the field says, or are but out of any sensible range. */
const ODD_NUMBERS = ['-1', '0', '-0', '1.5', '1e3', '1e400', '2147483648', '99999999999999999999'];
export const ODD_DATES = [
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '+275760-09-13',
  '2026-12-06T24:00:00',
  '2026-12-06T10:00:00+14:00',
  '2026-12-06T10:00:00-12:00',
  '2026-12-06T10:00:00+99:00',
  '2026-12-06 10:00',
];

/** Query and path values as they go on the wire: invalid escapes, encoded NUL, traversal. */
const RAW_VALUES = [
  '',
  'null',
  'undefined',
  '%',
  '%zz',
  '%ff',
  '%00',
  '1%00',
  '%c0%ae%c0%ae',
  '..%2f..%2fetc%2fpasswd',
  '%E2%80%AE',
  '0x1F',
  '%20%31',
  '+1',
  ...ODD_NUMBERS,
  ...ODD_DATES.map(encodeURIComponent),
  encodeURIComponent('١٢٣'),
  encodeURIComponent('１２'),
  encodeURIComponent('{"a":1}'),
  encodeURIComponent('[1,2]'),
  HUNDRED_KB,
];

/** Any text, encoded as a browser would (a lone surrogate becomes U+FFFD on the wire). */
const encodedText = hostileText.map((text) => encodeURIComponent(Buffer.from(text).toString()));

const wireValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...RAW_VALUES) },
  { weight: 1, arbitrary: encodedText },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
);

// Values a path parameter takes when it names something real or nearly so, so the request gets
// past the parameter to the body or the lookup behind it.
const PLAUSIBLE_BY_NAME: Record<string, string> = {
  file: '1.pdf',
  membershipNumber: 'COAZ-000001',
  name: 'picture.webp',
  // An account no case signs in as, so a role change that goes through moves no caller's rights.
  username: 'demo.otp',
};

function plausible({ name, schema }: Parameter): string {
  if (name in PLAUSIBLE_BY_NAME) return PLAUSIBLE_BY_NAME[name] as string;
  if (schema?.enum) return String(schema.enum[0]);
  if (schema?.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return '1';
}

/** The operation's path parameter values, each plausible. */
export function plausiblePathValues(operation: Operation): string[] {
  return operation.pathParameters.map(plausible);
}

/**
 * The operation's path parameter values: each plausible or anything but the id or name it
 * should be (never empty: `/news/` is another address, not a value of this one's).
 */
export function malformedPathValues(operation: Operation): fc.Arbitrary<string[]> {
  return fc.tuple(
    ...operation.pathParameters.map((parameter) =>
      fc.oneof(
        fc.constant(plausible(parameter)),
        wireValue.filter((value) => value !== ''),
      ),
    ),
  );
}

/** Cursors as a client could forge them: well formed, naming times, ids and keys that are not. */
export const FORGED_CURSORS = [
  '2026-02-30T00:00:00.000Z|1',
  '2026-02-29T24:00:00.000Z|1',
  '0000-01-01T00:00:00.000Z|1',
  '2026-12-06T10:00:00.000Z|2147483648',
  JSON.stringify(['2026-02-30', 1]),
  JSON.stringify(['0000-01-01', 1]),
  JSON.stringify([2_147_483_648]),
  JSON.stringify(['\ud800', 1]),
  JSON.stringify(['2026-12-06', '1']),
  JSON.stringify([null, 1]),
  JSON.stringify([]),
].map((text) => Buffer.from(text, 'utf8').toString('base64url'));

/**
 * A query string: each of the operation's own parameters left out, plausible (a forged cursor is
 * plausible) or not what it should be, written as an array (`limit[]=`) or an object
 * (`limit[a]=`); then up to two other keys, and maybe a key sent twice (`?limit=1&limit=2`).
 */
export function malformedQuery(operation: Operation): fc.Arbitrary<string> {
  const suffix = fc.constantFrom('', '', '', '', '[]', '[a]', '.x');
  const own = operation.query.map((parameter) => {
    const good =
      parameter.name === 'cursor'
        ? fc.constantFrom(...FORGED_CURSORS)
        : fc.constant(encodeURIComponent(plausibleQueryValue(parameter)));
    return fc.option(
      fc
        .tuple(
          suffix,
          fc.oneof({ weight: 2, arbitrary: good }, { weight: 1, arbitrary: wireValue }),
        )
        .map(([written, value]) => `${parameter.name}${written}=${value}`),
    );
  });
  const other = fc
    .tuple(fc.constantFrom('limit', 'cursor', 'view', 'q', 'x'), suffix, wireValue)
    .map(([name, written, value]) => `${name}${written}=${value}`);
  return fc
    .tuple(fc.tuple(...own), fc.array(other, { maxLength: 2 }), fc.boolean())
    .map(([mine, others, repeat]) => {
      const pairs = [...mine.filter((pair): pair is string => pair !== null), ...others];
      return (repeat && pairs[0] ? [...pairs, pairs[0]] : pairs).join('&');
    });
}

const PLAUSIBLE_QUERY: Record<string, string> = {
  limit: '10',
  view: 'studio',
  q: 'Kabwe',
  to: '0971234567',
  username: 'demo.active',
  password: 'not-the-password',
};

function plausibleQueryValue({ name, schema }: Parameter): string {
  if (name in PLAUSIBLE_QUERY) return PLAUSIBLE_QUERY[name] as string;
  if (schema?.enum) return String(schema.enum[0]);
  return 'a';
}

/** JSON values of the wrong type, or the right type out of range or shape. */
const oddJson: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      null,
      [],
      {},
      { $gt: '' },
      true,
      -1,
      0,
      1.5,
      2_147_483_648,
      2 ** 53,
      1e308,
      // Positive, yet no whole cent: rounded to 0, it met a table's check (the dues' 500).
      1e-300,
      5e-324,
      '',
      '\u0000',
      'a\u0000b',
      '\ud800',
      '\u202eadnaB',
      HUNDRED_KB,
      ['a', 'b'],
      { a: { b: { c: [] } } },
      ...ODD_DATES,
      '25:61',
      '１２',
    ),
  },
  { weight: 1, arbitrary: hostileValue },
);

/** A valid body's text with one thing broken that `JSON.stringify` cannot write. */
function rawJson(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const text = JSON.stringify(valid);
  const firstKey = Object.keys(valid)[0] ?? 'x';
  return fc.constantFrom(
    text.slice(0, -1),
    `\ufeff${text}`,
    text.replace(/}$/, `,"${firstKey}":1e400}`),
    text.replace(/}$/, ',"__proto__":{"role":"admin"}}'),
    `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
    'null',
    'not json',
  );
}

/** The operation's body: valid but for one field, of another shape, or not JSON at all. */
export function malformedBody(
  operation: Operation,
  sample: (schema: unknown) => unknown,
): fc.Arbitrary<MalformedRequest['body']> {
  if (operation.method === 'GET' || operation.method === 'DELETE') return fc.constant(undefined);
  const jsonSchema = operation.body?.['application/json'];
  const multipartSchema = operation.body?.['multipart/form-data'];
  const options: fc.Arbitrary<MalformedRequest['body']>[] = [];
  if (jsonSchema || !multipartSchema) {
    const valid = (jsonSchema ? sample(jsonSchema) : {}) as Record<string, unknown>;
    const validObject = valid && typeof valid === 'object' ? valid : {};
    const keys = [...Object.keys(validObject), 'extra'];
    const oneFieldBroken = fc
      .tuple(fc.constantFrom(...keys), oddJson, fc.boolean())
      .map(([key, value, drop]) => {
        const body: Record<string, unknown> = { ...validObject };
        if (drop) delete body[key];
        else body[key] = value;
        return JSON.stringify(body);
      });
    const content = fc.oneof(
      { weight: 4, arbitrary: oneFieldBroken },
      { weight: 1, arbitrary: oddJson.map((value) => JSON.stringify(value) ?? 'null') },
      { weight: 1, arbitrary: rawJson(validObject) },
    );
    const contentType = fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'application/json; charset=utf-16',
          'text/plain',
          'application/x-www-form-urlencoded',
          undefined,
        ),
      },
    );
    options.push(fc.record({ content, contentType }, { requiredKeys: ['content'] }));
  }
  if (multipartSchema) options.push(malformedForm(multipartSchema, sample));
  return fc.oneof(...options);
}

/** Files a form field may carry that are no document or image. */
const ODD_FILES: [string, string, string][] = [
  ['', 'empty.jpg', 'image/jpeg'],
  ['not an image', 'photo.jpg', 'image/jpeg'],
  ['<svg onload="alert(1)"/>', 'picture.svg', 'image/svg+xml'],
  ['%PDF-1.7 cut short', 'licence.pdf', 'application/pdf'],
  ['\u0000\u0001\u0002', `${'n'.repeat(500)}.png`, 'image/png'],
  ['text', '../../etc/passwd', 'text/plain'],
];

/** A multipart form of the schema's fields, one of them broken, with files that are not files. */
function malformedForm(
  schema: unknown,
  sample: (schema: unknown) => unknown,
): fc.Arbitrary<MalformedRequest['body']> {
  const valid = (sample(schema) ?? {}) as Record<string, unknown>;
  const keys = [...Object.keys(valid), 'extra'];
  const asForm = fc
    .tuple(
      fc.constantFrom(...keys),
      fc.oneof(
        oddJson.map((value) => ({
          text: typeof value === 'string' ? value : JSON.stringify(value),
        })),
        fc.constantFrom(...ODD_FILES).map((file) => ({ file })),
      ),
      fc.boolean(),
    )
    .map(([key, broken, twice]) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(valid)) {
        // A binary field is sent as a file, the rest as text.
        if (name !== key && value !== null && typeof value !== 'object') {
          form.append(name, String(value));
        }
      }
      const field = (): void => {
        if ('file' in broken) {
          const [content, fileName, type] = broken.file;
          form.append(key, new Blob([content], { type }), fileName);
        } else form.append(key, broken.text ?? 'null');
      };
      field();
      if (twice) field();
      return { content: form } as MalformedRequest['body'];
    });
  return fc.oneof(
    { weight: 4, arbitrary: asForm },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        // No boundary, a boundary the body never uses, a body cut short.
        { content: 'a=b', contentType: 'multipart/form-data' },
        { content: '--x\r\nnope', contentType: 'multipart/form-data; boundary=y' },
        {
          content:
            '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8',
          contentType: 'multipart/form-data; boundary=x',
        },
      ),
    },
  );
}

/** The operation's declared headers (an idempotency key, say) with values they do not allow. */
export function malformedHeader(operation: Operation): fc.Arbitrary<Record<string, string>> {
  if (operation.headers.length === 0) return fc.constant({});
  // Mostly a good value, so the request gets past the header to its body.
  const value = fc.oneof(
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom('', ' ', 'x'.repeat(10_000), 'a b', '\t', 'ÿ', 'null'),
        fc.string({ maxLength: 300 }).filter((text) => /^[\x20-\x7e]*$/.test(text)),
      ),
    },
  );
  return fc.record(
    Object.fromEntries(operation.headers.map(({ name }) => [name, value])) as Record<
      string,
      fc.Arbitrary<string>
    >,
  );
}
