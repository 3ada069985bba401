// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client';
import { createMembershipClient } from './membership/membership-client';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const client = createApiClient({
  memberBaseUrl: 'http://127.0.0.1:9/coaz/api/',
  chatBaseUrl: 'http://127.0.0.1:9/api/',
});
const membership = createMembershipClient(client);

/** `group.method` for every function of every object the client hands out, one level deep. */
function methodsOf(prefix: string, object: object): string[] {
  return Object.entries(object).flatMap(([name, value]) => {
    if (typeof value === 'function') return [`${prefix}.${name}`];
    return value && typeof value === 'object' ? methodsOf(`${prefix}.${name}`, value) : [];
  });
}

// The export check (readme-documents-exports) sees names, not the methods a client object holds:
// a method missing from the README is one another tool never finds.
describe('README', () => {
  it.each([
    ['client', client],
    ['membership', membership],
  ] as const)(
    'names every method of %s as a call (`name(`, or `get/post(` for a family)',
    (prefix, object) => {
      const methods = methodsOf(prefix, object);
      expect(methods.length).toBeGreaterThan(10);
      const unnamed = methods.filter(
        (path) => !new RegExp(`\\b${path.split('.').at(-1)}[(/]`).test(readme),
      );
      expect(unnamed).toEqual([]);
    },
  );
});
