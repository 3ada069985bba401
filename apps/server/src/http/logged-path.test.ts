import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';
import { requestLog } from './request-log';

// Decoded, each of these would start a new line, or a terminal escape, in the log.
const HOSTILE_PATHS = [
  '/api/news%0aGET%20/api/admin%20200%201ms',
  '/api/news%0d%0aFORGED',
  '/api/news%1b[31mred',
  '/api/news%e2%80%a8FORGED',
  '/api/news%c2%85FORGED',
];

function loggedApp(handler: () => Response) {
  const lines: string[] = [];
  const app = new Hono();
  app.onError(errorHandler((line) => lines.push(line)));
  app.use(
    '*',
    requestLog((line) => lines.push(line)),
  );
  app.get('*', handler);
  return { app, lines };
}

describe('log lines', () => {
  it('are one line of printable text per request however the path is encoded', async () => {
    const { app, lines } = loggedApp(() => new Response('ok'));
    for (const path of HOSTILE_PATHS) expect((await app.request(path)).status).toBe(200);
    expect(lines).toHaveLength(HOSTILE_PATHS.length);
    for (const line of lines) expect(line).toMatch(/^GET \/api\/news[\x21-\x7e]* 200 \d+ms$/);
    expect(lines[0]).toContain('/api/news%0aGET%20/api/admin');
  });

  it('of a server error cannot be forged by the path either', async () => {
    const { app, lines } = loggedApp(() => {
      throw new Error('boom');
    });
    for (const path of HOSTILE_PATHS) expect((await app.request(path)).status).toBe(500);
    const errors = lines.filter((line) => line.startsWith('error on'));
    expect(errors).toHaveLength(HOSTILE_PATHS.length);
    for (const line of errors)
      expect(line).toMatch(/^error on GET \/api\/news[\x21-\x7e]*: Error$/);
  });

  it('keep an ordinary path as it is, without the query string', async () => {
    const { app, lines } = loggedApp(() => new Response('ok'));
    await app.request('/api/news/12?secret=not-logged');
    expect(lines).toEqual([expect.stringMatching(/^GET \/api\/news\/12 200 \d+ms$/)]);
  });
});
