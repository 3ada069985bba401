import type { ChatReply, ChatRequest } from '@coaz/api-client';
import type { ChatAskOptions, ChatService } from '../chat-service';
import { membershipAnswer, membershipSearch } from './constitution-replies';

/** How a story's service behaves. */
export interface StoryChatServiceOptions {
  /** What health checks find; `checking` never answers. @default 'ready' */
  health?: 'ready' | 'offline' | 'checking';
  /** How long each answer takes. @default 600 */
  delayMs?: number;
  /** How many questions fail as if the network dropped before they start answering. @default 0 */
  failures?: number;
}

const feesAnswer: ChatReply = {
  ...membershipAnswer,
  answer:
    'Full members pay an annual subscription set by the National Executive Committee and approved at the Annual General Meeting (Article 40: Membership Fees). A member who has not paid for a year loses the right to vote until the fee is paid (Article 41).',
  ragMetadata: { model: 'extractive', confidence: 0.78, contextChunks: 2, processingTime: 310 },
  sources: membershipAnswer.sources.slice(1),
};
feesAnswer.text = feesAnswer.answer;

function abortable(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The question was withdrawn.', 'AbortError'));
    });
  });
}

/**
 * A chat service for stories: it answers like the real server after a short delay, choosing
 * the reply from the question and the mode. A story fixture, not part of the package.
 */
export function createStoryChatService({
  health = 'ready',
  delayMs = 600,
  failures = 0,
}: StoryChatServiceOptions = {}): ChatService {
  let failuresLeft = failures;
  return {
    health: () =>
      health === 'checking'
        ? new Promise(() => {})
        : Promise.resolve({ ready: health === 'ready' }),
    async ask(request: ChatRequest, options?: ChatAskOptions) {
      await abortable(delayMs, options?.signal);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error("Sorry, I couldn't reach the server.");
      }
      if (!request.useRag) return membershipSearch;
      return /fee|subscription|pay/i.test(request.query) ? feesAnswer : membershipAnswer;
    },
  };
}
