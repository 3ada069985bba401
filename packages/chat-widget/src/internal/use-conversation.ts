import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatHistoryStorage } from '../chat-history-storage';
import type { ChatService } from '../chat-service';
import type { ChatWidgetTexts } from '../chat-widget-texts';
import { askWithRetry } from './ask-with-retry';
import { loadHistory, removeHistory, saveHistory } from './chat-history';
import {
  type ChatMessage,
  capMessages,
  type FailedQuestion,
  WELCOME_MESSAGE_ID,
} from './chat-message';
import { failureText } from './failure-text';
import { createRandomId, getSessionId } from './random-id';
import { readChatReply } from './read-chat-reply';
import { wait } from './wait';

/** The pause between sending a question and asking the service, while "writing…" shows. */
export const SEND_DELAY_MS = 500;

/** Options of {@link useConversation}. */
export interface ConversationOptions {
  service: ChatService;
  storage: ChatHistoryStorage | null;
  /** The last health check failed: a question gets the offline reply, with Retry, unsent. */
  offline: boolean;
  retries: number;
  texts: ChatWidgetTexts;
  /**
   * Called when a question is left without an answer, with Retry beside it: it failed, it was not
   * sent while offline, or the visitor pressed Stop. Not called when Clear chat stops it.
   */
  onUnanswered?: (question: FailedQuestion) => void;
}

/** The conversation and what the visitor can do with it. */
export interface Conversation {
  messages: ChatMessage[];
  /** True from sending a question until its answer or error is shown. */
  pending: boolean;
  /** Sends a question; returns false when it was not sent (blank, or another is pending). */
  send(query: string, useRag: boolean): boolean;
  /**
   * Sends the question of a failed message again, replacing that message; returns that question,
   * or `undefined` when nothing was sent (another is pending, or no such failed message).
   */
  retry(messageId: string): FailedQuestion | undefined;
  /** Stops waiting for the pending question, which stays in the conversation with Retry. */
  stop(): void;
  /** Stops any pending question, restores the welcome message and forgets the history. */
  clear(): void;
  /** True after {@link Conversation.clear} emptied a conversation, until the next question. */
  canUndoClear: boolean;
  /** Brings back the conversation that clear emptied, and stores it again. */
  undoClear(): void;
}

function welcomeMessage(texts: ChatWidgetTexts): ChatMessage {
  return { id: WELCOME_MESSAGE_ID, author: 'assistant', text: texts.welcome };
}

/**
 * The stored conversation, or the welcome message alone. A question left waiting for its answer
 * (the page reloaded on a dropped connection, or left while the answer was on its way) gets the
 * stopped message with Retry, as if the visitor had pressed Stop: it showed with no answer and no
 * way to send it but typing it again.
 */
function restoreConversation({ storage, texts }: ConversationOptions): ChatMessage[] {
  const history = loadHistory(storage);
  if (history === null) return [welcomeMessage(texts)];
  const last = history.at(-1);
  if (last?.author !== 'visitor') return history;
  // The mode is not stored: Retry asks in the window's mode after a reload, its first.
  const failed = { query: last.text, useRag: true };
  return [...history, { id: createRandomId(), author: 'assistant', text: texts.stopped, failed }];
}

/**
 * The conversation: history restored on mount and saved once there is more than the welcome
 * message, questions sent after {@link SEND_DELAY_MS} with retries, errors kept with their
 * question for the retry action.
 */
export function useConversation(options: ConversationOptions): Conversation {
  const [messages, setMessages] = useState<ChatMessage[]>(() => restoreConversation(options));
  const [pending, setPending] = useState(false);
  // What Clear chat emptied, in memory only: the Clear button sits beside Close, and a slipped
  // thumb must not cost a long conversation. Gone with the next question or the page.
  const [cleared, setCleared] = useState<ChatMessage[] | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const pendingQuestionRef = useRef<FailedQuestion | null>(null);
  const optionsRef = useRef(options);

  useEffect(() => {
    optionsRef.current = options;
  });

  // The history as restored is not saved again: saving stamps the time from which the history
  // expires, which runs from the last message, not from the last time it was opened to read.
  const restored = useRef(messages);
  useEffect(() => {
    if (messages.length > 1 && messages !== restored.current) {
      saveHistory(optionsRef.current.storage, messages);
    }
  }, [messages]);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const append = useCallback((...added: ChatMessage[]) => {
    setMessages((current) => capMessages([...current, ...added]));
  }, []);

  // A question left without an answer: its message says why, with Retry, and the window is told.
  const leaveUnanswered = useCallback(
    (failed: FailedQuestion, text: string) => {
      append({ id: createRandomId(), author: 'assistant', text, failed });
      optionsRef.current.onUnanswered?.(failed);
    },
    [append],
  );

  const ask = useCallback(
    (question: FailedQuestion) => {
      const { service, retries, texts } = optionsRef.current;
      const controller = new AbortController();
      controllerRef.current = controller;
      pendingQuestionRef.current = question;
      setPending(true);
      void (async () => {
        try {
          await wait(SEND_DELAY_MS, controller.signal);
          const reply = readChatReply(
            await askWithRetry(
              service,
              { query: question.query, sessionId: getSessionId(), useRag: question.useRag },
              { retries, signal: controller.signal },
            ),
          );
          if (controller.signal.aborted) return;
          // A reply the window cannot read is the service's fault, as api-client's 502 for one.
          if (reply === null) throw Object.assign(new Error(), { status: 502 });
          const listOnly = reply.responseType === 'search' && reply.sources.length > 0;
          const blank = reply.answer.trim() === '';
          append({
            id: createRandomId(),
            author: 'assistant',
            text: blank && !listOnly ? texts.notFound : reply.answer,
            reply,
          });
        } catch (error) {
          if (controller.signal.aborted) return;
          leaveUnanswered(question, failureText(error, texts));
        } finally {
          if (controllerRef.current === controller) {
            controllerRef.current = null;
            setPending(false);
          }
        }
      })();
    },
    [append, leaveUnanswered],
  );

  const dispatch = useCallback(
    (question: FailedQuestion) => {
      const { offline, texts } = optionsRef.current;
      // While the first check is still on its way the question goes: on a slow connection the
      // visitor would otherwise wait a round trip for nothing, and a service that is down
      // answers the question with the same error, Retry included.
      if (!offline) {
        ask(question);
      } else {
        // Kept with its question, like any failure, so that Retry sends it once the service is back.
        leaveUnanswered(question, texts.offline);
      }
    },
    [ask, leaveUnanswered],
  );

  const send = useCallback(
    (query: string, useRag: boolean) => {
      const trimmed = query.trim();
      if (trimmed === '' || controllerRef.current !== null) return false;
      setCleared(null);
      append({ id: createRandomId(), author: 'visitor', text: trimmed });
      dispatch({ query: trimmed, useRag });
      return true;
    },
    [append, dispatch],
  );

  const retry = useCallback(
    (messageId: string) => {
      if (controllerRef.current !== null) return undefined;
      const failed = messages.find((message) => message.id === messageId)?.failed;
      if (failed === undefined) return undefined;
      setMessages((current) => current.filter((message) => message.id !== messageId));
      dispatch(failed);
      return failed;
    },
    [dispatch, messages],
  );

  // On a connection that hangs, the wait for an answer runs to the client's time limit (30 s), with
  // Send disabled all along; the member may give up sooner and keep the question for later.
  const stop = useCallback(() => {
    const question = pendingQuestionRef.current;
    if (controllerRef.current === null || question === null) return;
    controllerRef.current.abort();
    controllerRef.current = null;
    setPending(false);
    leaveUnanswered(question, optionsRef.current.texts.stopped);
  }, [leaveUnanswered]);

  const clear = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setPending(false);
    const emptied = messages.length > 1 ? messages : null;
    setCleared((earlier) => emptied ?? earlier);
    setMessages([welcomeMessage(optionsRef.current.texts)]);
    removeHistory(optionsRef.current.storage);
  }, [messages]);

  const undoClear = useCallback(() => {
    if (cleared === null) return;
    // A copy: the array restored at mount is never saved again (see above), this one must be.
    setMessages([...cleared]);
    setCleared(null);
  }, [cleared]);

  return {
    messages,
    pending,
    send,
    retry,
    stop,
    clear,
    canUndoClear: cleared !== null,
    undoClear,
  };
}
