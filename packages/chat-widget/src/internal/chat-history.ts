import type { ChatHistoryStorage } from '../chat-history-storage';
import { type ChatMessage, capMessages } from './chat-message';
import { isRecord, readChatReply } from './read-chat-reply';

/** The storage key of the conversation history. */
export const HISTORY_KEY = 'coaz-chat-history';

const HISTORY_VERSION = 1;

/**
 * How long a stored conversation is kept after its last message: 2 hours. Long enough to read the
 * Articles and pages its answers link to and come back to it, after a reload on a dropped
 * connection too; short enough that on a phone shared at home or at a clinic, the next person who
 * opens the assistant later does not find a member's questions ("can they kick me out if I don't
 * pay"). A history saved without its time (before it was recorded) counts as expired.
 */
export const HISTORY_LIFETIME_MS = 2 * 60 * 60 * 1000;

function isFresh(savedAt: unknown): boolean {
  const age = Date.now() - (typeof savedAt === 'number' ? savedAt : Number.NaN);
  return age >= 0 && age <= HISTORY_LIFETIME_MS;
}

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
 * afresh: an old or tampered history must never stop the assistant from opening. So is a history
 * older than {@link HISTORY_LIFETIME_MS}.
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
    if (
      isRecord(stored) &&
      stored.version === HISTORY_VERSION &&
      isFresh(stored.savedAt) &&
      Array.isArray(stored.messages)
    ) {
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

/**
 * Stores the newest messages with the time, from which {@link HISTORY_LIFETIME_MS} runs again; a
 * full or blocked storage only loses the history, not the chat.
 */
export function saveHistory(storage: ChatHistoryStorage | null, messages: ChatMessage[]): void {
  if (storage === null) return;
  try {
    storage.setItem(
      HISTORY_KEY,
      JSON.stringify({
        version: HISTORY_VERSION,
        savedAt: Date.now(),
        messages: capMessages(messages),
      }),
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
