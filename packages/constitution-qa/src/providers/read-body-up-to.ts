import { ProviderError } from './provider-error';

/**
 * A response's body as text, refused with a {@link ProviderError} once it passes `maxBytes`, so an
 * endpoint answering megabytes costs no more memory than a right answer; `signal` cuts a body
 * trickling in past the timeout.
 */
export async function readBodyUpTo(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const stop = () => reader.cancel(signal.reason).catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  try {
    for (;;) {
      signal.throwIfAborted();
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new ProviderError(`The model endpoint answered more than ${maxBytes / 1024} KB`, {
          status: response.status,
        });
      }
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
  return text + decoder.decode();
}
