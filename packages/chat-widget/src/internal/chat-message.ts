import type { ChatReply } from '@coaz/api-client';

/** What a failed question asked, kept so that the retry action can send it again. */
export interface FailedQuestion {
  query: string;
  useRag: boolean;
}

/**
 * What the window shows of a reply, and all that the history keeps of it: not the contract's
 * `text` (the same as `answer`) nor `metadata` (the provider's), which nothing here reads.
 */
export type ShownReply = Pick<
  ChatReply,
  'answer' | 'responseType' | 'ragMetadata' | 'sources' | 'sitePages'
>;

/** One message of the conversation, as shown and as stored in the history. */
export interface ChatMessage {
  id: string;
  author: 'visitor' | 'assistant';
  text: string;
  /** The service's reply, for an answer. */
  reply?: ShownReply;
  /** The question that failed, for an error message. */
  failed?: FailedQuestion;
}

/** The welcome message's id: while it is the only message, the quick questions show. */
export const WELCOME_MESSAGE_ID = 'welcome';

/** The most messages kept in the conversation and in the stored history. */
export const MESSAGE_CAP = 100;

/** Keeps the newest {@link MESSAGE_CAP} messages. */
export function capMessages(messages: ChatMessage[]): ChatMessage[] {
  return messages.length > MESSAGE_CAP ? messages.slice(-MESSAGE_CAP) : messages;
}
