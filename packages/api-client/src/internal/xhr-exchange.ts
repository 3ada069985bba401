import type { UploadProgress } from '../contents/upload-progress';
import { NetworkError } from '../errors/network-error';
import { TimeoutError } from '../errors/timeout-error';
import { definedQuery, type SendExchange } from './exchange';

/** True where XMLHttpRequest exists: browsers, and jsdom. */
export function canReportUploadProgress(): boolean {
  return typeof globalThis.XMLHttpRequest === 'function';
}

/**
 * Creates a sender built on XMLHttpRequest, the only browser API that reports upload progress;
 * fetch cannot yet. Answers come back as a `Response` so the rest of the client treats them alike.
 */
export function createXhrExchange(onProgress: (progress: UploadProgress) => void): SendExchange {
  return (exchange) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = exchange;
      // Throwing here rejects the promise with the caller's own reason.
      signal?.throwIfAborted();
      const query = new URLSearchParams(definedQuery(exchange.query)).toString();
      const url = `${exchange.base.replace(/\/+$/, '')}/${exchange.path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
      const xhr = new XMLHttpRequest();
      const stop = () => xhr.abort();
      signal?.addEventListener('abort', stop);
      // After the load, error, timeout or abort handlers below, whichever it was.
      xhr.addEventListener('loadend', () => signal?.removeEventListener('abort', stop));

      xhr.open(exchange.method, url);
      for (const [name, value] of Object.entries(exchange.headers ?? {})) {
        xhr.setRequestHeader(name, value);
      }
      if (exchange.bearer) xhr.setRequestHeader('authorization', `Bearer ${exchange.bearer}`);
      if (exchange.timeout !== false) xhr.timeout = exchange.timeout;
      xhr.upload.addEventListener('progress', (event) => {
        if (!event.lengthComputable || event.total === 0) return;
        onProgress({
          loaded: event.loaded,
          total: event.total,
          percent: Math.round((event.loaded / event.total) * 100),
        });
      });
      xhr.addEventListener('load', () => {
        const contentType = xhr.getResponseHeader('content-type');
        // An empty answer (every 204) gets a `null` body, the only one a 204 may have.
        resolve(
          new Response(xhr.responseText || null, {
            status: xhr.status,
            headers: contentType ? { 'content-type': contentType } : {},
          }),
        );
      });
      const dropped = () => reject(new NetworkError(exchange.messages.network));
      xhr.addEventListener('error', dropped);
      xhr.addEventListener('timeout', () => reject(new TimeoutError(exchange.messages.timeout)));
      // The caller's abort rejects with their reason; one they did not ask for (the browser
      // stopping the transfer) is a dropped connection.
      xhr.addEventListener('abort', () => (signal?.aborted ? reject(signal.reason) : dropped()));
      xhr.send(exchange.body ?? null);
    });
}
