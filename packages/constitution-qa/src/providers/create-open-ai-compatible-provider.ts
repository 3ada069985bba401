import type { AnswerProvider, ProviderMessage } from './answer-provider';
import { ProviderError } from './provider-error';

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
  /** Milliseconds to wait for the whole answer before giving up. @default 8000 */
  timeoutMs?: number;
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * An {@link AnswerProvider} for any endpoint that speaks the OpenAI chat-completions protocol
 * (hosted APIs, vLLM, llama.cpp server, Ollama). Sends `{ model, messages, temperature: 0.2,
 * max_tokens: 500, stream: false }` and reads `choices[0].message.content`.
 *
 * @example
 * const provider = createOpenAiCompatibleProvider({ baseUrl: 'https://api.example.org/v1', apiKey, model: 'small-chat' });
 */
export function createOpenAiCompatibleProvider(
  options: OpenAiCompatibleProviderOptions,
): AnswerProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? 8000;
  const fetchImplementation = options.fetch ?? globalThis.fetch;
  return {
    name: 'openai-compatible',
    model: options.model,
    async complete(messages: readonly ProviderMessage[]) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
      };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
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
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new ProviderError(
          timedOut ? `No answer within ${timeoutMs} ms` : 'The model endpoint could not be reached',
          {
            cause: error,
          },
        );
      }
      if (!response.ok) {
        throw new ProviderError(`The model endpoint answered ${response.status}`, {
          status: response.status,
        });
      }
      let body: ChatCompletion;
      try {
        body = (await response.json()) as ChatCompletion;
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new ProviderError(
          timedOut
            ? `No answer within ${timeoutMs} ms`
            : 'The model endpoint answered with invalid JSON',
          {
            status: response.status,
            cause: error,
          },
        );
      }
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') {
        throw new ProviderError('The model endpoint answered without text', {
          status: response.status,
        });
      }
      return content.trim();
    },
  };
}
