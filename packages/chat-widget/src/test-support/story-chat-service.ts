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

/** An answer quoting several clauses, taller than the conversation on a phone. */
const studentsAnswer: ChatReply = {
  ...membershipAnswer,
  answer: [
    'Yes. Students enrolled in a recognised clinical officer training programme can join as student members (Article 5: Membership).',
    'Student membership is open to a person who— a. is enrolled full time at a training institution recognised by the Health Professions Council of Zambia; b. is in good academic standing; and c. has paid the student subscription for the year (Article 5: Membership).',
    'A student member may attend General Assemblies and speak, but may not vote or stand for national office, and becomes a full member on registering with the Council and paying the full subscription (Article 40: Membership Fees).',
    'A student member who leaves the training programme before completing it ceases to be a member at the end of the year for which the subscription was paid (Article 41).',
  ].join('\n\n'),
  ragMetadata: { model: 'extractive', confidence: 0.81, contextChunks: 3, processingTime: 290 },
};
studentsAnswer.text = studentsAnswer.answer;

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
        // What fetch itself throws when the connection drops, as api-client's NetworkError wraps it.
        throw new TypeError('Failed to fetch');
      }
      if (!request.useRag) return membershipSearch;
      if (/student/i.test(request.query)) return studentsAnswer;
      return /fee|subscription|pay/i.test(request.query) ? feesAnswer : membershipAnswer;
    },
  };
}
