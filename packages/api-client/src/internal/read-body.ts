import { ApiError } from '../errors/api-error';
import { NetworkError } from '../errors/network-error';
import { DEFAULT_MESSAGES, type FailureMessages } from './messages';

type BodyMessages = Pick<FailureMessages, 'fallback' | 'network'>;

/** The answer's body: parsed JSON when it is JSON, otherwise its text (`undefined` when empty). */
export async function readBody(
  response: Response,
  messages: BodyMessages = DEFAULT_MESSAGES,
): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new NetworkError(messages.network, { cause: error });
  }
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
