import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  callerFor,
  documentedOperations,
  type Operation,
  sampleOf,
} from '../../test-support/documented-operations';
import { PROPERTY_TEST_TIMEOUT_MS } from '../../test-support/hostile-input';
import {
  FORGED_CURSORS,
  type MalformedRequest,
  malformedBody,
  malformedHeader,
  malformedPathValues,
  malformedQuery,
  ODD_DATES,
  plausiblePathValues,
} from '../../test-support/malformed-requests';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

// The public-routes property test throws random values at every operation as one admin. This one
// asks what a client generated from the document may meet: each operation called as the caller it
// is meant for (a member, one mid-registration, one with a fee due, an editor, an admin), with a
// body that is valid but for one field, path and query values that are not what they say, and
// every refusal checked against the document (status declared, Error body) and the database
// (a refused write leaves every table as it was). Fixed seed, a few cases per operation: seconds.
// Reads cost a request; writes a request and a read of every table, so reads get more cases.
// EVERY_OPERATION_CASES=40 FC_SEED=random explores further.
const CASES_PER_WRITE = Number(process.env.EVERY_OPERATION_CASES ?? 4);
const CASES_PER_READ = Number(process.env.EVERY_OPERATION_CASES ?? 12);

let database: TestDatabase;
let app: TestApp;
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document, read as JSON
let document: any;
const tokens = new Map<Caller, string>();
// One connection for the state reads: `database.execute` opens one per query on PostgreSQL, which
// before and after hundreds of writes costs more than the requests.
let stateReader: pg.Client | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  document = (await app.send('/api/openapi.json')).body;
  if (database.databaseUrl) {
    stateReader = new pg.Client({ connectionString: database.databaseUrl });
    await stateReader.connect();
  }
  const accounts: [Caller, string][] = [
    ['member', 'demo.active'],
    ['feeDue', 'demo.payment'],
    ['registering', 'demo.registration'],
    ['editor', 'demo.editor'],
    ['admin', 'demo.admin'],
  ];
  for (const [caller, username] of accounts) {
    const answer = await app.send(`/${app.config.apiPrefix}/api/login`, {
      method: 'POST',
      json: { username, password: 'Demo-2026!' },
    });
    const token = answer.body.access_token ?? answer.body.registration_token;
    if (typeof token !== 'string') throw new Error(`${username} could not sign in`);
    tokens.set(caller, token);
  }
});

afterAll(async () => {
  await stateReader?.end();
  await app.close();
  await database.drop();
});

// Rate-limit hits are what a refusal is allowed to write: a flood of bad requests must still count.
const TABLES_A_REFUSAL_MAY_WRITE = new Set(['rate_limit_hits']);

async function query(sql: string): Promise<unknown[]> {
  return stateReader ? (await stateReader.query(sql)).rows : database.execute(sql);
}

/** One digest per table, so a refused write that changed something names the table. */
async function databaseState(): Promise<Record<string, string>> {
  const tables = (await query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  )) as { tablename: string }[];
  const watched = tables
    .map(({ tablename }) => tablename)
    .filter((name) => !TABLES_A_REFUSAL_MAY_WRITE.has(name) && !name.startsWith('__'));
  const rows = (await query(
    watched
      .map(
        (name) =>
          `SELECT '${name}' AS name, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
      )
      .join(' UNION ALL '),
  )) as { name: string; digest: string }[];
  return Object.fromEntries(rows.map(({ name, digest }) => [name, digest]));
}

function address(operation: Operation, request: MalformedRequest): string {
  let index = 0;
  const path = operation.path.replace(/\{[^}]+\}/g, () => request.pathValues[index++] ?? '1');
  return request.query ? `${path}?${request.query}` : path;
}

/**
 * Each forged cursor, alone, to each list that pages: a well-formed cursor naming a day or time
 * that does not exist passed the decoders and reached the database as a 500, and random cases
 * seldom send one without another parameter being refused first.
 */
function forgedCursorCases(operation: Operation): [MalformedRequest][] {
  if (!operation.query.some(({ name }) => name === 'cursor')) return [];
  return FORGED_CURSORS.map((cursor) => [
    {
      caller: callerFor(operation),
      pathValues: plausiblePathValues(operation),
      query: `cursor=${cursor}`,
      body: undefined,
      header: {},
    },
  ]);
}

describe('every documented operation, called as its caller with bad input', {
  timeout: PROPERTY_TEST_TIMEOUT_MS,
}, () => {
  it('refuses with a declared 4xx and an Error body, and a refused write changes nothing', async () => {
    const operations = documentedOperations(document, app.config.apiPrefix).filter(
      // Logging out ends the session the other cases use; the dev clock, once set, moves every
      // token's expiry. Both have their own tests.
      ({ path }) => !path.endsWith('/logout') && !path.startsWith('/api/dev/clock'),
    );
    expect(operations.length).toBeGreaterThan(90);
    // One example of each kind of problem per operation, status and caller.
    const problems = new Map<string, string>();
    const report = (key: string, example: string) => {
      if (!problems.has(key)) problems.set(key, example);
    };
    // Each operation its own stream of cases, from the run's seed (FC_SEED, see hostile-input).
    const seed = fc.readConfigureGlobal().seed ?? Math.floor(Math.random() * 2 ** 31);
    let state = await databaseState();
    const request = (operation: Operation) =>
      fc.record({
        caller: fc.oneof(
          { weight: 4, arbitrary: fc.constant(callerFor(operation)) },
          { weight: 1, arbitrary: fc.constantFrom<Caller>('anonymous', 'member', 'editor') },
        ),
        pathValues: malformedPathValues(operation),
        query: malformedQuery(operation),
        body: malformedBody(operation, sampleOf(document)),
        header: malformedHeader(operation),
      });
    for (const [index, operation] of operations.entries()) {
      const name = `${operation.method} ${operation.path}`;
      await fc.assert(
        fc.asyncProperty(request(operation), async (malformed) => {
          const token = tokens.get(malformed.caller);
          const url = address(operation, malformed);
          const answer = await app.send(url, {
            method: operation.method,
            ...(token && { token }),
            ...(malformed.body && { body: malformed.body.content }),
            headers: {
              ...(malformed.body?.contentType && { 'content-type': malformed.body.contentType }),
              ...malformed.header,
            },
          });
          // Work the answer started (a recovery code on its way) lands before the state is read.
          await app.services.background.settled();
          const seen = `${name} as ${malformed.caller} answered ${answer.status}`;
          const example = `${url.slice(0, 100)} → ${JSON.stringify(answer.body).slice(0, 160)}`;
          if (answer.status >= 500) {
            report(seen, example);
            return;
          }
          if (answer.status < 400) {
            // Not every generated value is bad (a title of odd characters is still a title); a
            // write it took moves the state the next refusal is compared with. So does a read
            // that is audited (a backup download writes its audit line).
            state = await databaseState();
            return;
          }
          if (!operation.responses.includes(String(answer.status))) {
            report(`${seen}, which the document does not declare`, example);
          }
          const body = answer.body as { error?: unknown; message?: unknown };
          if (
            !answer.contentType.includes('application/json') ||
            typeof body.error !== 'string' ||
            typeof body.message !== 'string'
          ) {
            report(`${seen} without an Error body`, example);
          }
          // In plain words, as the README promises: never zod's "Invalid ISO date".
          if (typeof body.message === 'string' && /Invalid ISO/i.test(body.message)) {
            report(`${seen} in zod's words`, example);
          }
          if (operation.method !== 'GET') {
            const after = await databaseState();
            const changed = Object.keys(after).filter((table) => after[table] !== state[table]);
            if (changed.length > 0) report(`${seen} and changed ${changed.join(', ')}`, example);
            state = after;
          }
        }),
        {
          numRuns: operation.method === 'GET' ? CASES_PER_READ : CASES_PER_WRITE,
          seed: seed + index,
          examples: forgedCursorCases(operation),
        },
      );
    }
    expect(Object.fromEntries(problems), `seed ${seed}`).toEqual({});
  });

  // zod's own "Invalid ISO date" and "Invalid ISO datetime" reached editors and the programs
  // built on the document (`date: Invalid ISO date` for a news item dated 2026-02-30) where every
  // other refusal is worded plainly. Each date and time field of every body and query, sent each
  // odd date, as its caller, with the rest of the request valid.
  it('words every refused date and time plainly, never in zod’s "Invalid ISO" terms', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: schemas of the OpenAPI document, read as JSON
    const resolved = (schema: any): any =>
      schema?.$ref
        ? document.components.schemas[String(schema.$ref).split('/').pop() ?? '']
        : schema;
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const takesDate = (schema: any): boolean => {
      const own = resolved(schema);
      const options = own?.anyOf ?? own?.oneOf ?? [own];
      // biome-ignore lint/suspicious/noExplicitAny: as above
      return options.some((option: any) =>
        ['date', 'date-time'].includes(resolved(option)?.format),
      );
    };
    const sample = sampleOf(document);
    // One line per operation and message, with the first value that drew it.
    const zodWorded = new Map<string, string>();
    const named = new Set<string>();
    const operations = documentedOperations(document, app.config.apiPrefix).filter(
      // The dev clock would move with a value that is valid after all; it has its own tests.
      ({ path }) => !path.endsWith('/logout') && !path.startsWith('/api/dev/clock'),
    );
    for (const operation of operations) {
      const token = tokens.get(callerFor(operation));
      const request: MalformedRequest = {
        caller: callerFor(operation),
        pathValues: plausiblePathValues(operation),
        query: '',
        body: undefined,
        header: {},
      };
      const bodySchema = resolved(operation.body?.['application/json']);
      const valid = bodySchema ? (sample(bodySchema) as Record<string, unknown>) : {};
      const sends: [field: string, url: string, body: string | undefined][] = [];
      for (const [field, property] of Object.entries(bodySchema?.properties ?? {})) {
        if (!takesDate(property)) continue;
        for (const value of ODD_DATES) {
          sends.push([
            field,
            address(operation, request),
            JSON.stringify({ ...valid, [field]: value }),
          ]);
        }
      }
      for (const { name, schema } of operation.query) {
        if (!takesDate(schema)) continue;
        for (const value of ODD_DATES) {
          const query = `${name}=${encodeURIComponent(value)}`;
          sends.push([name, address(operation, { ...request, query }), undefined]);
        }
      }
      for (const [field, url, body] of sends) {
        const answer = await app.send(url, {
          method: operation.method,
          ...(token && { token }),
          ...(body && { body, headers: { 'content-type': 'application/json' } }),
        });
        const message = String((answer.body as { message?: unknown }).message ?? '');
        if (answer.status >= 400 && answer.status < 500 && /Invalid ISO/i.test(message)) {
          if (!zodWorded.has(`${operation.method} ${operation.path}: ${message}`)) {
            zodWorded.set(
              `${operation.method} ${operation.path}: ${message}`,
              `${url} ${body ?? ''}`,
            );
          }
        }
        if (answer.status === 400 && message.startsWith(`${field}: `)) {
          named.add(`${operation.method} ${operation.path} ${field}`);
        }
      }
    }
    // The news date, an event's, a vacancy's closing day, a schedule's publishAt and more.
    expect(named.size).toBeGreaterThan(5);
    expect(Object.fromEntries(zodWorded)).toEqual({});
  });
});
