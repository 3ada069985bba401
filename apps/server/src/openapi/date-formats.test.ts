import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiSnapshotPath } from './openapi-snapshot';

// The committed document, which openapi-snapshot.test.ts holds equal to what the routes publish:
// read from the file, with no server of its own to start.
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document, read as JSON
const document: any = JSON.parse(readFileSync(openApiSnapshotPath(), 'utf8'));

// A field named as a day or a moment (`issuedAt`, `validUntil`, `closingOn`, `periodFrom`, `date`,
// a history line's `at`).
const DATE_NAME = /(?:At|Until|On|From|Date)$|^(?:at|date)$/;

/** Every string property named as a date, with where it is and the format it declares. */
function dateFields(node: unknown, where: string, found: [string, string | undefined][]): void {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) dateFields(item, `${where}[${index}]`, found);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const properties = (node as { properties?: Record<string, { type?: unknown; format?: string }> })
    .properties;
  for (const [name, schema] of Object.entries(properties ?? {})) {
    const types = [schema?.type].flat();
    if (DATE_NAME.test(name) && types.includes('string')) {
      found.push([`${where}.${name}`, schema.format]);
    }
  }
  for (const [key, value] of Object.entries(node)) dateFields(value, `${where}/${key}`, found);
}

// A client (and api-client's generated types) reads from the document whether a field is a
// calendar day (`YYYY-MM-DD`, Zambia's calendar) or a moment (ISO 8601 with its offset): one
// without a format left the receipt's `issuedAt` and the standing's `goodStandingUntil` to guess.
describe('the OpenAPI document names the format of every date it answers', () => {
  it('declares each date field a `date` or a `date-time`', () => {
    const found: [string, string | undefined][] = [];
    dateFields(document, '', found);
    expect(found.length).toBeGreaterThan(10);
    expect(found.filter(([, format]) => format !== 'date' && format !== 'date-time')).toEqual([]);
  });
});
