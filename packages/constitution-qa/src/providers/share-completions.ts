import type { AnswerProvider, ProviderMessage } from './answer-provider';

/**
 * The provider, asked once for each distinct conversation: a member pressing Send again, or many
 * members asking the same question, share one request while it runs and its answer after (the
 * latest `size` kept). A failure is not kept, so the next question asks again.
 * @example const shared = shareCompletions(createOpenAiCompatibleProvider(options));
 */
export function shareCompletions(provider: AnswerProvider, size = 500): AnswerProvider {
  const answers = new Map<string, Promise<string>>();
  return {
    name: provider.name,
    model: provider.model,
    complete(messages: readonly ProviderMessage[]) {
      const key = JSON.stringify(messages);
      const known = answers.get(key);
      if (known) {
        // The most recently asked are kept longest.
        answers.delete(key);
        answers.set(key, known);
        return known;
      }
      const asked = provider.complete(messages);
      answers.set(key, asked);
      if (answers.size > size) {
        const oldest = answers.keys().next().value;
        if (oldest !== undefined) answers.delete(oldest);
      }
      asked.catch(() => {
        if (answers.get(key) === asked) answers.delete(key);
      });
      return asked;
    },
  };
}
