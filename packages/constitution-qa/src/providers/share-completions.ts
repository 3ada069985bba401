import type { AnswerProvider, ProviderMessage } from './answer-provider';

/** A provider whose answers are shared, and can be forgotten when one fails a check. */
export interface SharedCompletions extends AnswerProvider {
  /** Forgets the answer kept for a conversation, so the next asker asks the model again. */
  forget(messages: readonly ProviderMessage[]): void;
}

/** How long {@link shareCompletions} keeps answers. */
export interface ShareCompletionsOptions {
  /** Answers kept; the least recently asked go first. @default 500 */
  size?: number;
  /** Milliseconds an answer is kept after it was asked for. @default 3_600_000 (an hour) */
  keepMs?: number;
  /** The clock, in milliseconds. @default Date.now */
  now?: () => number;
}

/**
 * An hour: long enough that many members asking the same question at once, or one pressing Send
 * again, share one request; short enough that an answer from a model since fixed or replaced is
 * not given to every later asker for good.
 */
export const KEEP_ANSWERS_MS = 3_600_000;

/**
 * The provider, asked once for each distinct conversation: a member pressing Send again, or many
 * members asking the same question, share one request while it runs and its answer after (the
 * latest `size` kept, each for `keepMs`). Answers are kept by the provider's name and model as well
 * as the messages. A failure is not kept, so the next question asks again; nor is an answer the
 * caller `forget`s (one that failed a check).
 * @example const shared = shareCompletions(createOpenAiCompatibleProvider(options));
 */
export function shareCompletions(
  provider: AnswerProvider,
  options: ShareCompletionsOptions = {},
): SharedCompletions {
  const size = options.size ?? 500;
  const keepMs = options.keepMs ?? KEEP_ANSWERS_MS;
  const now = options.now ?? Date.now;
  const answers = new Map<string, { answer: Promise<string>; at: number }>();
  const keyOf = (messages: readonly ProviderMessage[]) =>
    JSON.stringify([provider.name, provider.model, messages]);
  return {
    name: provider.name,
    model: provider.model,
    complete(messages: readonly ProviderMessage[]) {
      const key = keyOf(messages);
      const known = answers.get(key);
      answers.delete(key);
      if (known && now() - known.at <= keepMs) {
        // The most recently asked are kept longest.
        answers.set(key, known);
        return known.answer;
      }
      const asked = provider.complete(messages);
      const kept = { answer: asked, at: now() };
      answers.set(key, kept);
      if (answers.size > size) {
        const oldest = answers.keys().next().value;
        if (oldest !== undefined) answers.delete(oldest);
      }
      asked.catch(() => {
        if (answers.get(key) === kept) answers.delete(key);
      });
      return asked;
    },
    forget(messages: readonly ProviderMessage[]) {
      answers.delete(keyOf(messages));
    },
  };
}
