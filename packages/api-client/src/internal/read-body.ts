import { ApiError } from '../errors/api-error';
import { DEFAULT_MESSAGES, type FailureMessages } from './messages';

type BodyMessages = Pick<FailureMessages, 'fallback'>;

/** The answer's body: parsed JSON when it is JSON, otherwise its text (`undefined` when empty). */
export async function readBody(
  response: Response,
  messages: BodyMessages = DEFAULT_MESSAGES,
): Promise<unknown> {
  // The sender read the body whole within the call's time limit (a dropped connection is already
  // a NetworkError or TimeoutError), so reading it here cannot fail on the network.
  const text = await response.text();
  if (text === '') return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError(502, messages.fallback, { body: text, cause: error });
  }
}

/** Reads a body that the contract says is a JSON object; anything else is a 502. */
export async function readJsonObject(
  response: Response,
  messages: BodyMessages = DEFAULT_MESSAGES,
): Promise<Record<string, unknown>> {
  const body = await readBody(response, messages);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(502, messages.fallback, { body });
  }
  return body as Record<string, unknown>;
}
