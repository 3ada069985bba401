import type { ChatHistoryStorage } from '../chat-history-storage';
import { type ChatMessage, capMessages } from './chat-message';
import { isRecord, readChatReply } from './read-chat-reply';

/** The storage key of the conversation history. */
export const HISTORY_KEY = 'coaz-chat-history';

const HISTORY_VERSION = 1;

function readMessage(value: unknown): ChatMessage | null {
  if (!isRecord(value)) return null;
  const { id, author, text } = value;
  if (typeof id !== 'string' || typeof text !== 'string') return null;
  if (author !== 'visitor' && author !== 'assistant') return null;
  const message: ChatMessage = { id, author, text };
  if (value.reply !== undefined) {
    const reply = readChatReply(value.reply);
    if (reply === null) return null;
    message.reply = reply;
  }
  if (value.failed !== undefined) {
    const failed = value.failed;
    if (
      !isRecord(failed) ||
      typeof failed.query !== 'string' ||
      typeof failed.useRag !== 'boolean'
    ) {
      return null;
    }
    message.failed = { query: failed.query, useRag: failed.useRag };
  }
  return message;
}

/**
 * The stored conversation, or null when there is none. Data that cannot be read, whether
 * broken JSON, an unknown version or one malformed message, is removed and the visitor starts
 * afresh: an old or tampered history must never stop the assistant from opening.
 */
export function loadHistory(storage: ChatHistoryStorage | null): ChatMessage[] | null {
  if (storage === null) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(HISTORY_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (isRecord(stored) && stored.version === HISTORY_VERSION && Array.isArray(stored.messages)) {
      const messages = stored.messages.map(readMessage);
      if (messages.length > 0 && messages.every((message) => message !== null)) {
        return capMessages(messages as ChatMessage[]);
      }
    }
  } catch {
    // Broken JSON is discarded below like any other unreadable history.
  }
  removeHistory(storage);
  return null;
}

/** Stores the newest messages; a full or blocked storage only loses the history, not the chat. */
export function saveHistory(storage: ChatHistoryStorage | null, messages: ChatMessage[]): void {
  if (storage === null) return;
  try {
    storage.setItem(
      HISTORY_KEY,
      JSON.stringify({ version: HISTORY_VERSION, messages: capMessages(messages) }),
    );
  } catch {
    // Quota exceeded or storage disabled: the conversation goes on unsaved.
  }
}

/** Removes the stored history. */
export function removeHistory(storage: ChatHistoryStorage | null): void {
  try {
    storage?.removeItem(HISTORY_KEY);
  } catch {
    // Storage disabled: there is nothing stored to remove.
  }
}

/**
 * The browser's `localStorage`, or null on the server, during prerendering, or where the
 * browser blocks it (reading the property itself can throw then).
 */
export function browserStorage(): ChatHistoryStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
