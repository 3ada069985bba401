import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error';
import { ConflictError } from '../errors/conflict-error';
import { NetworkError } from '../errors/network-error';
import { TimeoutError } from '../errors/timeout-error';
import { createTestClient } from '../test-support/test-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const json = 'application/json';

describe('error messages', () => {
  it.each([
    [
      'message first',
      400,
      json,
      { error: 'bad', trace: 't', error_message: 'em', message: 'The message' },
      'The message',
    ],
    [
      'then error_message',
      422,
      json,
      { error: 'bad', trace: 't', error_message: 'The error_message' },
      'The error_message',
    ],
    ['then trace', 500, json, { error: 'bad', trace: 'The trace' }, 'The trace'],
    ['then error', 404, json, { error: 'The error' }, 'The error'],
    ['skipping blank fields', 400, json, { message: '  ', error: 'The error' }, 'The error'],
    [
      'skipping fields that are not text',
      400,
      json,
      { message: { text: 'x' }, error: 'The error' },
      'The error',
    ],
    ['else the fallback', 500, json, {}, 'An unexpected error occurred. Please try again.'],
    [
      'also for a text body',
      502,
      'text/html',
      '<h1>Bad gateway</h1>',
      'An unexpected error occurred. Please try again.',
    ],
    [
      'also for broken JSON',
      400,
      json,
      '{"message":',
      'An unexpected error occurred. Please try again.',
    ],
  ])('takes the message %s', async (_case, status, contentType, body, message) => {
    server.modes.errorReply = {
      status,
      contentType,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    };
    const { client } = createTestClient(server);
    const failure = client.http.get('test/error');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status, message });
  });

  it('keeps the parsed body for callers that need details', async () => {
    server.modes.errorReply = {
      status: 400,
      contentType: json,
      body: '{"message":"m","field":"title"}',
    };
    const { client } = createTestClient(server);
    await expect(client.http.get('test/error')).rejects.toMatchObject({
      body: { message: 'm', field: 'title' },
    });
  });

  it('makes every 409 a ConflictError', async () => {
    server.modes.errorReply = {
      status: 409,
      contentType: json,
      body: '{"message":"Already paid"}',
    };
    const { client } = createTestClient(server);
    const failure = client.http.get('test/error');
    await expect(failure).rejects.toBeInstanceOf(ConflictError);
    await expect(failure).rejects.toMatchObject({ status: 409, message: 'Already paid' });
  });

  it("exposes the status, the server's error code and the headers, Retry-After included", async () => {
    server.modes.errorReply = {
      status: 429,
      contentType: json,
      body: '{"error":"rate_limited","message":"Too many attempts. Try again in 2 minutes."}',
      headers: { 'retry-after': '120' },
    };
    const { client } = createTestClient(server);
    const error = await client.http.get('test/error').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(429);
    expect(apiError.code).toBe('rate_limited');
    expect(apiError.message).toBe('Too many attempts. Try again in 2 minutes.');
    expect(apiError.headers.get('retry-after')).toBe('120');
    expect(apiError.retryAfter).toBe(120);
  });

  it('leaves code and Retry-After undefined when the server sent neither', async () => {
    server.modes.errorReply = { status: 400, contentType: json, body: '{"message":"No"}' };
    const { client } = createTestClient(server);
    const error = (await client.http
      .get('test/error')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBeUndefined();
    expect(error.retryAfter).toBeUndefined();
  });

  it('reports a server that does not answer as a NetworkError', async () => {
    const { client } = createTestClient(server, { memberBaseUrl: 'http://127.0.0.1:9/coaz/api/' });
    const failure = client.stats.usersCount();
    await expect(failure).rejects.toBeInstanceOf(NetworkError);
    await expect(failure).rejects.toMatchObject({
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('reports a server that answers too late as a TimeoutError', async () => {
    server.modes.slowCounts = true;
    const { client } = createTestClient(server, { timeouts: { request: 50 } });
    const failure = client.stats.usersCount();
    await expect(failure).rejects.toBeInstanceOf(TimeoutError);
    await expect(failure).rejects.toMatchObject({
      message: 'Request timed out. The server is taking longer than expected to respond.',
    });
  });
});
