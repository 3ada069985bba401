// A server that sends its headers and then stops sending the body (a mobile connection that drops
// mid-answer): the call's time limit must still end the call, with the timeout error the README
// promises, instead of leaving it pending until the operating system gives up on the socket. Files
// take longer on slow data, so downloads and uploads have their own, longer limits.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../create-api-client';
import { TimeoutError } from '../errors/timeout-error';
import { createMembershipClient } from '../membership/membership-client';
import { memoryTokenStore } from '../tokens/memory-token-store';

let server: Server;
let base: string;
const stalled: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.endsWith('/slow-file')) {
      // A file that takes 600 ms to arrive: longer than a request may take, shorter than a download.
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.write('%PDF');
      setTimeout(() => response.end('-1.7'), 600);
      return;
    }
    if (request.url?.endsWith('/profile/photo')) {
      // An upload the server answers 600 ms after it arrived whole, as a slow link would.
      request.resume();
      request.on('end', () =>
        setTimeout(() => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"email":"sample.member@example.org"}');
        }, 600),
      );
      return;
    }
    if (request.url?.endsWith('/whole')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"items":[]}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"items":[');
    stalled.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of stalled) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

function client(fetchImplementation?: typeof fetch) {
  return createApiClient({
    memberBaseUrl: `${base}/coaz/api/`,
    chatBaseUrl: `${base}/api/`,
    tokenStore: memoryTokenStore(),
    timeouts: { request: 300, chatAsk: 300, download: 5_000, upload: 5_000 },
    ...(fetchImplementation ? { fetch: fetchImplementation } : {}),
  });
}

/** What a call has come to once the event loop has gone round: its failure, `{ answered }`, or 'pending'. */
async function outcome(call: Promise<unknown>): Promise<unknown> {
  const pending = Symbol('pending');
  // setImmediate is left real: it waits for one turn of the loop, not for any length of time.
  const turn = new Promise((resolve) => setImmediate(() => setImmediate(() => resolve(pending))));
  const result = await Promise.race([
    call.then(
      (value) => ({ answered: value }),
      (e) => e,
    ),
    turn,
  ]);
  return result === pending ? 'pending' : result;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a body that stops arriving after the headers', () => {
  // The call's clock is faked (only its timers; the connection is real), so the limit is shown to
  // be the 300 ms request limit, not the 5 s download one, without measuring how long anything
  // took: the call still waits at 299 ms of its clock, and has failed at 300.
  it('fails a member or content call with TimeoutError at its time limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let headersArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      headersArrived = resolve;
    });
    const failure = client(async (...request) => {
      const response = await fetch(...request);
      headersArrived();
      return response;
    }).http.get('stalled', { service: 'content' });
    failure.catch(() => undefined);
    // The answer's headers are in; its body, begun, never ends.
    await arrived;
    await vi.advanceTimersByTimeAsync(299);
    expect(await outcome(failure)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const failed = await outcome(failure);
    expect(failed).toBeInstanceOf(TimeoutError);
    expect(failed).toMatchObject({
      message: 'Request timed out. The server is taking longer than expected to respond.',
    });
  });

  it('fails a chat question with TimeoutError, instead of leaving it pending', async () => {
    const failure = client().chat.ask({ query: 'How do I join?', sessionId: 'stalled' });
    await expect(failure).rejects.toBeInstanceOf(TimeoutError);
  });

  it('hands back the abort reason when the caller aborts while the body is arriving', async () => {
    const controller = new AbortController();
    const pending = createApiClient({
      memberBaseUrl: `${base}/coaz/api/`,
      chatBaseUrl: `${base}/api/`,
      tokenStore: memoryTokenStore(),
    }).http.get('stalled', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('still reads a whole body that arrives in time', async () => {
    expect(await client().http.get('whole')).toEqual({ items: [] });
  });

  it('gives a download the download limit, not the shorter request limit', async () => {
    const { blob, fileName } = await client().http.download('slow-file');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(fileName).toBe('slow-file');
  });

  it('gives a file upload the upload limit, not the shorter request limit', async () => {
    const membership = createMembershipClient(client());
    const profile = await membership.uploadPhoto(new Blob(['jpeg'], { type: 'image/jpeg' }));
    expect(profile).toEqual({ email: 'sample.member@example.org' });
  });
});
