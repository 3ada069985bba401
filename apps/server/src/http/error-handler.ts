import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from './api-error';
import { loggedPath } from './logged-path';
import type { LogSink } from './request-log';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

const HTTP_ERROR_CODES: Record<number, string> = {
  400: 'bad_request',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

// The validator's own words ("Unsupported Media Type") name a status, not what to send instead.
const HTTP_ERROR_MESSAGES: Record<number, string> = {
  415: 'Send the body as this address takes it: JSON (Content-Type: application/json), or a multipart form (multipart/form-data) for an upload',
};

function causeOf(error: unknown): { code?: string; message?: string } {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause ?? {}) as { code?: string; message?: string };
}

/** Whether an error means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const cause = causeOf(error);
  if (cause.code && CONNECTION_CODES.has(cause.code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Cannot use a pool after calling end/i.test(
    cause.message ?? '',
  );
}

/**
 * Turns every error into JSON `{error, message}`: ApiError and Hono's own HTTP errors keep their
 * status; an unreachable database is 503; anything else is 500 and logged by name and code only,
 * since query texts may carry personal data.
 */
export function errorHandler(log: LogSink): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) {
      // An oversized body is left unread; closing the connection stops the client reusing it.
      const headers =
        error.status === 413 ? { ...error.headers, connection: 'close' } : error.headers;
      return c.json(
        { ...error.details, error: error.code, message: error.message },
        error.status,
        headers,
      );
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = HTTP_ERROR_CODES[status] ?? 'http_error';
      const message =
        HTTP_ERROR_MESSAGES[status] ?? (error.message || 'The request could not be handled');
      return c.json({ error: code, message }, status);
    }
    if (isDatabaseUnavailable(error)) {
      return c.json(
        {
          error: 'service_unavailable',
          message: 'The service is briefly unavailable; please try again',
        },
        503,
        { 'retry-after': '5' },
      );
    }
    const cause = causeOf(error);
    log(
      `error on ${c.req.method} ${loggedPath(c.req.url)}: ${(error as Error).name} ${cause.code ?? ''}`.trim(),
    );
    return c.json({ error: 'internal_error', message: 'Something went wrong on our side' }, 500);
  };
}
