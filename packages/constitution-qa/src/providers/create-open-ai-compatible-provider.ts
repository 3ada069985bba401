import type { AnswerProvider, ProviderMessage } from './answer-provider';
import { ProviderError } from './provider-error';
import { readBodyUpTo } from './read-body-up-to';
import { restAfter } from './rest-after';

/** Options for {@link createOpenAiCompatibleProvider}. */
export interface OpenAiCompatibleProviderOptions {
  /**
   * The API's base URL, up to and including its version segment; `/chat/completions` is added.
   * @example 'http://127.0.0.1:11434/v1'
   */
  baseUrl: string;
  /** Bearer token; omitted from the request when absent (local servers often need none). Never logged. */
  apiKey?: string;
  /** Model name sent with each request. */
  model: string;
  /**
   * Milliseconds to wait for the whole answer, headers and body, before giving up; a body
   * trickling in slowly is cut off at the same moment. @default 8000
   */
  timeoutMs?: number;
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
  /**
   * Most requests sent in any minute; beyond it a call fails at once without a request, so many
   * members (or one rotating sessions) cannot run up the model's bill. Unlimited when absent.
   * @example 60
   */
  maxRequestsPerMinute?: number;
  /** Clock for the rest after a refusal (see {@link createOpenAiCompatibleProvider}), in milliseconds. @default Date.now */
  now?: () => number;
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

// A reply of 500 tokens is about 3 KB of JSON: a body many times that is not an answer to read.
const MAX_BODY_BYTES = 64 * 1024;
// 500 tokens are at most some 3,000 characters; more is an endpoint ignoring max_tokens.
const MAX_ANSWER_CHARACTERS = 4000;
// How long an endpoint that timed out or could not be reached is left alone.
const FAILURE_REST_MS = 10_000;
const MINUTE_MS = 60_000;

/** Refuses options that could only fail at each question, as api-client's createApiClient does. */
function checkOptions(options: Partial<OpenAiCompatibleProviderOptions> | undefined): void {
  const { baseUrl, model } = options ?? {};
  const name = 'createOpenAiCompatibleProvider';
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') {
    throw new TypeError(
      `${name}: baseUrl is required, the API's address up to its version segment, for example 'https://api.example.com/v1'.`,
    );
  }
  let protocol: string | undefined;
  try {
    protocol = new URL(baseUrl).protocol;
  } catch {
    // Malformed or relative: refused below with the same words as another scheme.
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new TypeError(
      `${name}: baseUrl '${baseUrl}' is not a full http: or https: URL, such as 'https://api.example.com/v1'.`,
    );
  }
  if (typeof model !== 'string' || model.trim() === '') {
    throw new TypeError(`${name}: model is required, the name of a model the endpoint serves.`);
  }
}

/**
 * An {@link AnswerProvider} for any endpoint that speaks the OpenAI chat-completions protocol
 * (hosted APIs, vLLM, llama.cpp server, Ollama). Sends `{ model, messages, temperature: 0.2,
 * max_tokens: 500, stream: false }` and reads `choices[0].message.content`.
 *
 * Fails fast rather than late: a body over 64 KB, an answer over 4,000 characters, a stream or
 * any other shape is a {@link ProviderError}. After a 429 or 503 the endpoint is left alone for
 * its `Retry-After` (at most 5 minutes; 30 s for a 429 without one), and after a timeout, an
 * unreachable endpoint or another 5xx for 10 s: calls meanwhile fail at once, without a request,
 * so a member waits for one timeout, not one per step of every question. `maxRequestsPerMinute`
 * caps what the endpoint is asked in the same way.
 *
 * @example
 * const provider = createOpenAiCompatibleProvider({ baseUrl: 'https://api.example.org/v1', apiKey, model: 'small-chat' });
 * @throws {TypeError} when `baseUrl` is missing or not a full http(s) URL, or `model` is missing or blank.
 */
export function createOpenAiCompatibleProvider(
  options: OpenAiCompatibleProviderOptions,
): AnswerProvider {
  checkOptions(options);
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? 8000;
  const fetchImplementation = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  let resting: { until: number; reason: string } | undefined;
  // When each request of the last minute was sent, oldest first.
  const sent: number[] = [];

  function restFor(milliseconds: number, reason: string): void {
    resting = { until: now() + milliseconds, reason };
  }

  async function request(messages: readonly ProviderMessage[]): Promise<string> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    const signal = AbortSignal.timeout(timeoutMs);
    const late = () => new ProviderError(`No answer within ${timeoutMs} ms`);
    let response: Response;
    try {
      response = await fetchImplementation(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: options.model,
          messages,
          temperature: 0.2,
          max_tokens: 500,
          stream: false,
        }),
        signal,
        // A redirect is not followed: a hostile or hijacked model server's 302 would make this
        // server request an address of its choosing (SSRF). It fails as any non-2xx status does.
        redirect: 'manual',
      });
    } catch (error) {
      const timedOut = signal.aborted;
      // A timeout or an unreachable endpoint is likely to repeat for the next step.
      restFor(FAILURE_REST_MS, timedOut ? 'it did not answer in time' : 'it could not be reached');
      throw new ProviderError(
        timedOut ? late().message : 'The model endpoint could not be reached',
        { cause: error },
      );
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const rest = restAfter(response.status, response.headers.get('retry-after'), now());
      if (rest !== undefined) restFor(rest, `it answered ${response.status}`);
      throw new ProviderError(`The model endpoint answered ${response.status}`, {
        status: response.status,
      });
    }
    let raw: string;
    try {
      raw = await readBodyUpTo(response, MAX_BODY_BYTES, signal);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      if (signal.aborted) restFor(FAILURE_REST_MS, 'it did not answer in time');
      throw signal.aborted
        ? new ProviderError(late().message, { status: response.status, cause: error })
        : new ProviderError('The model endpoint’s answer broke off', {
            status: response.status,
            cause: error,
          });
    }
    let body: ChatCompletion;
    try {
      body = JSON.parse(raw) as ChatCompletion;
    } catch (error) {
      throw new ProviderError('The model endpoint answered with invalid JSON', {
        status: response.status,
        cause: error,
      });
    }
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') {
      throw new ProviderError('The model endpoint answered without text', {
        status: response.status,
      });
    }
    if (content.length > MAX_ANSWER_CHARACTERS) {
      throw new ProviderError(
        `The model endpoint answered ${content.length} characters, more than the ${MAX_ANSWER_CHARACTERS} asked for`,
        { status: response.status },
      );
    }
    return content.trim();
  }

  return {
    name: 'openai-compatible',
    model: options.model,
    async complete(messages: readonly ProviderMessage[]) {
      if (resting && now() < resting.until) {
        const seconds = Math.ceil((resting.until - now()) / 1000);
        throw new ProviderError(
          `The model endpoint is left alone for ${seconds} s more, since ${resting.reason}`,
        );
      }
      resting = undefined;
      const limit = options.maxRequestsPerMinute;
      if (limit !== undefined) {
        while (sent.length > 0 && (sent[0] ?? 0) <= now() - MINUTE_MS) sent.shift();
        if (sent.length >= limit)
          throw new ProviderError(
            `The model was asked ${limit} times in the last minute, its limit`,
          );
        sent.push(now());
      }
      return request(messages);
    },
  };
}
