// `node apps/server/bench/fuzz-running-server.mjs [base URL]`: throws malformed requests at every
// operation of a running demo server's OpenAPI document, over real HTTP, as an attacker would, and
// lists every answer that breaks the house rule: a 5xx (but a 503 `payments_unavailable`), a 4xx
// that is not JSON, a body naming a stack, a query or a file, a request left unanswered. Exits 1
// when it finds any. The in-process property tests (src/openapi/every-operation-refuses-bad-input
// .test.ts) check the same per field; this one reaches what only a socket meets: bodies of
// megabytes, 20 000 levels of nesting, wrong or missing content types, bogus encodings, broken
// multipart forms, odd headers, and the per-address body count afterwards (a refused body that
// kept its place once locked the address out; see src/http/body-over.ts).
//
// Signs in as the demo accounts (password `Demo-2026!`); their sessions are left open, and it
// never calls logout or token/refresh. Run it against your own demo server with generous limits
// (`LOGIN_LIMIT_PER_ADDRESS`, `PAGE_RENDER_LIMIT_PER_ADDRESS`), since a 429 hides what is behind it.
// ONLY=<text> fuzzes only operations whose method and path contain it. A full run sends about
// 50 000 requests: minutes on a quiet machine.
const base = process.argv[2] ?? 'http://localhost:8080';
const only = process.env.ONLY;
const document = await (await fetch(`${base}/api/openapi.json`)).json();

const tokens = {};
for (const [caller, username] of [
  ['member', 'demo.active'],
  ['editor', 'demo.editor'],
  ['admin', 'demo.admin'],
  ['registering', 'demo.registration'],
]) {
  const answer = await fetch(`${base}/coaz/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ username, password: 'Demo-2026!' }),
  });
  const body = await answer.json();
  tokens[caller] = body.access_token ?? body.registration_token;
  if (!tokens[caller]) console.log(`${username} could not sign in (${answer.status}); skipped`);
}
const callers = [undefined, ...Object.keys(tokens).filter((caller) => tokens[caller])];

const findings = new Set();
let sent = 0;
const LEAK =
  /\n\s+at |node_modules|syntax error at|relation "|drizzle|ZodError|TypeError|ReferenceError|SQLSTATE|\/work\/|\/home\//i;

/** Sends one request and records what is wrong with its answer. */
async function probe(label, url, init) {
  sent += 1;
  let answer;
  let text;
  try {
    answer = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(30_000) });
    text = await answer.text();
  } catch (error) {
    // A refusal sent before a large body was read ends the connection: the body cannot be written
    // to its end, and fetch reports that instead of the answer. Not a finding.
    const code = error.cause?.code ?? error.name;
    if (!['EPIPE', 'ECONNRESET', 'UND_ERR_SOCKET'].includes(code) || !init.body) {
      findings.add(`${label}: no answer (${code})`);
    }
    return;
  }
  const type = answer.headers.get('content-type') ?? '';
  if (answer.status >= 500 && !/payments_unavailable/.test(text)) {
    findings.add(`${label}: ${answer.status} ${text.slice(0, 160)}`);
  } else if (answer.status >= 400 && !type.includes('json')) {
    findings.add(`${label}: ${answer.status} answered as ${type || 'no type'}`);
  } else if (LEAK.test(text)) {
    findings.add(`${label}: ${answer.status} names internals: ${text.slice(0, 160)}`);
  }
}

/** A valid-looking value for a schema, to vary one field of. */
function sample(schema) {
  if (!schema) return {};
  const resolved = schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()] : schema;
  if (resolved.properties) {
    return Object.fromEntries(
      Object.entries(resolved.properties).map(([name, field]) => [name, sample(field)]),
    );
  }
  if (resolved.enum) return resolved.enum[0];
  if (resolved.anyOf || resolved.oneOf) return sample((resolved.anyOf ?? resolved.oneOf)[0]);
  return { string: 'text', integer: 1, number: 1, boolean: true, array: [] }[resolved.type] ?? 'x';
}

const nested = (depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const BODIES = [
  '{',
  '{"a":',
  nested(20_000),
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  'null',
  '[]',
  '"text"',
  '123',
  '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}',
  JSON.stringify({ a: 'x'.repeat(3_000_000) }),
  '',
  '\ufeff{}',
  '{"a":1,"a":2}',
  `[${'1,'.repeat(200_000)}1]`,
];
const FIELD_VALUES = [
  null,
  [],
  {},
  ['a'],
  'x'.repeat(100_000),
  -1,
  1e308,
  2 ** 53 + 2,
  1.5,
  true,
  '\u0000',
  '\ud800',
  '\u202eA\u200b',
  '../../etc/passwd',
  "' OR 1=1 --",
  'NaN',
  '  ',
  '2026-02-30',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  'APPLICATION/JSON',
];
const PATH_VALUES = [
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '-1',
  '0',
  '99999999999999999999999',
  '1e309',
  'a'.repeat(5_000),
  '%ff',
  '%E0%A4%A',
  '%F0%9F%98%80',
  '__proto__',
  '%2e%2e',
  "'%20OR%201=1",
  '..%5c..%5cwindows',
];
const QUERY_VALUES = [
  '-1',
  '99999999999999999999',
  '1e309',
  'NaN',
  '%00',
  '%ff',
  '[]',
  'a'.repeat(3_000),
];
const HEADERS = [
  { 'content-encoding': 'gzip' },
  { 'idempotency-key': 'x'.repeat(5_000) },
  { 'if-none-match': `"${'a'.repeat(5_000)}` },
  { 'x-forwarded-for': 'garbage, ::1, 999.1.1.1' },
  { 'accept-encoding': 'br;q=abc, gzip;q=-1, *;q=2' },
  { range: 'bytes=-1,0-0,5-1' },
  { authorization: 'Bearer a.b.c' },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { authorization: `Bearer ${'a'.repeat(8_000)}` },
];
const FORMS = [
  '--x\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\r\n--x--\r\n',
  '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
  'garbage',
  `--x\r\nContent-Disposition: form-data; name="${'n'.repeat(20_000)}"\r\n\r\nv\r\n--x--\r\n`,
  '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"a":1}\r\n--x--\r\n',
];

for (const [path, operations] of Object.entries(document.paths)) {
  for (const [method, operation] of Object.entries(operations)) {
    const name = `${method.toUpperCase()} ${path}`;
    if (only && !name.includes(only)) continue;
    // Either would end the session the rest of the run signs its requests with.
    if (/logout|token\/refresh/.test(path)) continue;
    const at = (value = '1') => base + path.replace(/\{\w+\}/g, value);
    const parameters = operation.parameters ?? [];
    const hasPathValues = parameters.some((parameter) => parameter.in === 'path');
    const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
    const takesBody = !['get', 'delete'].includes(method);
    const valid = sample(operation.requestBody?.content?.['application/json']?.schema);
    for (const caller of callers) {
      const signed = caller ? { authorization: `Bearer ${tokens[caller]}` } : {};
      const headers = { 'sec-fetch-site': 'same-origin', ...signed };
      const request = (label, url, init = {}) =>
        probe(`${name} as ${caller ?? 'nobody'}, ${label}`, url, {
          method: method.toUpperCase(),
          ...init,
          headers: { ...headers, ...init.headers },
        });
      if (hasPathValues) {
        for (const value of PATH_VALUES) await request(`path ${value.slice(0, 30)}`, at(value));
      }
      for (const query of queryNames) {
        for (const value of QUERY_VALUES) {
          await request(
            `${query}=${value.slice(0, 20)}`,
            `${at()}?${query}=${value}&${query}=${value}`,
          );
        }
      }
      const json = { 'content-type': 'application/json' };
      for (const extra of HEADERS) {
        await request(`header ${JSON.stringify(extra).slice(0, 50)}`, at(), {
          headers: { ...json, ...extra },
          ...(takesBody ? { body: JSON.stringify(valid) } : {}),
        });
      }
      if (!takesBody) continue;
      for (const body of BODIES) {
        await request(`body ${body.slice(0, 25)}`, at(), { headers: json, body });
      }
      for (const type of CONTENT_TYPES) {
        await request(`content type ${type}`, at(), {
          headers: { 'content-type': type },
          body: JSON.stringify(valid),
        });
      }
      for (const form of FORMS) {
        await request(`form ${form.slice(0, 40).replace(/\r\n/g, '|')}`, at(), {
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          body: form,
        });
      }
      if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
        for (const field of Object.keys(valid)) {
          for (const value of FIELD_VALUES) {
            await request(`${field}=${JSON.stringify(value)?.slice(0, 25)}`, at(), {
              headers: json,
              body: JSON.stringify({ ...valid, [field]: value }),
            });
          }
        }
      }
    }
  }
}

// Every refused body above has ended; a small one must still be let in from this address.
await new Promise((resolve) => setTimeout(resolve, 1_000));
const after = await fetch(`${base}/coaz/api/password/recovery`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: '{}',
});
if (after.status === 429 && (await after.text()).includes('too_many_bodies')) {
  findings.add('afterwards: a small body is refused as one too many at once (429 too_many_bodies)');
}

console.log(`${sent} requests, ${findings.size} findings`);
for (const finding of findings) console.log(`  ${finding}`);
process.exitCode = findings.size > 0 ? 1 : 0;
