import type { AnswerProvider, ProviderMessage } from './answer-provider';
import { ProviderError } from './provider-error';

/**
 * The provider, given up on after `timeoutMs`: a provider of a developer's own that never settles
 * costs a question that long, then a {@link ProviderError}, and the question is answered without it.
 * @example const bounded = withDeadline(myProvider, 15_000);
 */
export function withDeadline(provider: AnswerProvider, timeoutMs: number): AnswerProvider {
  return {
    name: provider.name,
    model: provider.model,
    complete(messages: readonly ProviderMessage[]) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new ProviderError(`No answer within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      return Promise.race([provider.complete(messages), late]).finally(() => clearTimeout(timer));
    },
  };
}
