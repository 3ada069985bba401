import { Button } from '@coaz/ui-kit';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ChatHistoryStorage } from '../chat-history-storage';
import type { ChatService } from '../chat-service';
import type { ChatWidgetTexts } from '../chat-widget-texts';
import { browserStorage } from '../internal/chat-history';
import { type ChatLinkOptions, createChatLinks } from '../internal/chat-links';
import { type ChatMessage, WELCOME_MESSAGE_ID } from '../internal/chat-message';
import { ClearIcon, CloseIcon, ExpandIcon, SettingsIcon } from '../internal/icons';
import { MessageItem } from '../internal/message-item';
import { isQuestionTooLong, MAX_QUESTION_LENGTH } from '../internal/question-length';
import { QuickQuestions } from '../internal/quick-questions';
import { SettingsPanel } from '../internal/settings-panel';
import { StatusIndicator } from '../internal/status-indicator';
import type { ChatServiceStatus } from '../internal/use-chat-health';
import { useConversation } from '../internal/use-conversation';
import { useLiveAnnouncement } from '../internal/use-live-announcement';
import { useVisibleViewport } from '../internal/use-visible-viewport';

/** Props of {@link ChatWindow}. */
export interface ChatWindowProps {
  open: boolean;
  onClose: () => void;
  status: ChatServiceStatus;
  service: ChatService;
  /** `undefined` means the browser's localStorage, `null` keeps no history. */
  storage: ChatHistoryStorage | null | undefined;
  texts: ChatWidgetTexts;
  /** How links are built; the window makes them, so that their code loads with it. */
  links: ChatLinkOptions;
  retries: number;
}

const STATUS_HINTS: Record<ChatServiceStatus, string | null> = {
  checking: 'Connecting to the assistant…',
  ready: null,
  offline: 'The assistant is offline. It checks again every 30 seconds.',
};

const WRITING = 'The assistant is writing…';

function announcementOf(message: ChatMessage): string {
  const results = message.reply?.responseType === 'search' ? message.reply.sources.length : 0;
  if (results > 0 && message.text.trim() === '') {
    return `${results} matching passage${results === 1 ? '' : 's'} found.`;
  }
  return message.text;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

/**
 * Wraps Tab from the last control to the first and back: the window is modal (the widget makes
 * the page inert while it is open), and the page's links it covers must not take the focus
 * (WCAG 2.4.11). Esc or Close leaves.
 */
function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent): void {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (first === undefined || last === undefined) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Whether the focus has gone nowhere useful: to the page's body (the control that held it went
 * away) or onto a control just disabled, which browsers leave for the body.
 */
function focusWasLost(focused: Element | null): boolean {
  return focused === null || focused === document.body || focused.matches(':disabled');
}

/**
 * Scrolls the conversation to its end, but never so far that the newest message's first line
 * leaves the top: a reply that fits is seen whole under what came before, and a longer one is
 * read from its beginning rather than from its middle or its last source.
 */
function showNewestMessage(log: HTMLElement): void {
  const end = log.scrollHeight - log.clientHeight;
  const newest = log.querySelector('.coaz-chat-messages > li:last-child');
  if (newest === null) {
    log.scrollTop = end;
    return;
  }
  const offset = newest.getBoundingClientRect().top - log.getBoundingClientRect().top;
  const padding = Number.parseFloat(getComputedStyle(log).paddingTop) || 0;
  const start = log.scrollTop + offset - log.clientTop - padding;
  log.scrollTop = Math.min(start, end);
}

/**
 * The assistant's window: a labelled dialog with the conversation, the quick questions, the
 * question field and the settings. Loaded on first open, then kept mounted (hidden while
 * closed) so the conversation and settings survive closing it.
 */
export function ChatWindow({
  open,
  onClose,
  status,
  service,
  storage,
  texts,
  links: linkOptions,
  retries,
}: ChatWindowProps) {
  const links = useMemo(() => createChatLinks(linkOptions), [linkOptions]);
  const [historyStorage] = useState(() => (storage === undefined ? browserStorage() : storage));
  const [draft, setDraft] = useState('');
  const { messages, pending, send, retry, stop, clear, canUndoClear, undoClear } = useConversation({
    service,
    storage: historyStorage,
    offline: status === 'offline',
    retries,
    texts,
    // A question left unanswered goes back into the field, to be edited and sent again without
    // typing it anew (a long one on a phone that lost its data connection), unless the visitor has
    // typed something since: their new words are never replaced. It stays in the conversation
    // with Retry as well; nothing is sent until they press Send or Retry.
    onUnanswered: (question) => setDraft((typed) => (typed.trim() ? typed : question.query)),
  });
  const [useRag, setUseRag] = useState(true);
  const [showDetails, setShowDetails] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [announcement, announce] = useLiveAnnouncement();
  const titleId = useId();
  const settingsId = useId();
  const inputId = useId();
  const hintId = useId();
  const lengthHintId = useId();
  const dialogRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);
  // Set when Settings opens the panel, so the cursor goes into it once it is drawn.
  const focusSettings = useRef(false);
  const lastMessageId = useRef(messages.at(-1)?.id);

  // On a phone whose keyboard lies over the page (any page without
  // `interactive-widget=resizes-content`, and Safari on iPhone always), the full-screen window
  // shrinks to the part above the keyboard, title bar and field included.
  useVisibleViewport(dialogRef, open);

  useLayoutEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
  }, [open]);

  // The control the visitor pressed can go away with the press (a quick question, an error's
  // Retry), and the focus would fall to the page's body, outside the window, where Esc and Tab
  // no longer reach it. The conversation takes it instead: not the field, whose on-screen
  // keyboard would cover half of a phone's screen as the answer arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every change of the conversation
  useLayoutEffect(() => {
    if (open && focusWasLost(document.activeElement)) logRef.current?.focus();
  }, [messages, pending, open]);

  // Said once per question, when it is sent (Send, a quick question, Retry), not again for each
  // network retry: the visible "writing…" and its Stop came silently, and a screen reader user
  // heard nothing until the answer, up to 30 s later. The answer then takes its place.
  useEffect(() => {
    if (pending) announce(WRITING);
  }, [pending, announce]);

  useEffect(() => {
    const last = messages.at(-1);
    if (last === undefined || last.id === lastMessageId.current) return;
    lastMessageId.current = last.id;
    if (last.author === 'assistant') announce(announcementOf(last));
  }, [messages, announce]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the log grows or shows again
  useLayoutEffect(() => {
    if (open && logRef.current !== null) showNewestMessage(logRef.current);
  }, [messages, pending, open]);

  // No maxLength on the field: it cut a pasted question at 2000 characters without a word, and
  // the visitor sent half a question. The whole draft stays, with a note, until it is shortened.
  const tooLong = isQuestionTooLong(draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Emptied before sending, not after: the offline reply comes during `send` and puts the
    // question back (`onUnanswered`), which emptying afterwards undid.
    if (!tooLong) {
      setDraft('');
      if (send(draft, useRag)) return;
      setDraft(draft);
    }
    // Nothing to send (a blank field, or a question too long): Send pressed by a thumb or a
    // screen reader was met with silence. The field takes the focus, with its note if any.
    inputRef.current?.focus();
  };

  // Retry sends the question the field holds again: the field empties, as after Send, so that
  // Send pressed after it does not ask the same question a second time.
  const retryQuestion = (messageId: string) => {
    if (retry(messageId)?.query === draft.trim()) setDraft('');
  };

  // The panel is drawn below the title bar, after Expand, Clear chat and Close: opened, it takes
  // the cursor (its chosen answer), or Tab went through the three before reaching it.
  useEffect(() => {
    if (!settingsOpen || !focusSettings.current) return;
    focusSettings.current = false;
    const panel = document.getElementById(settingsId);
    panel?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
  }, [settingsOpen, settingsId]);

  const closeSettings = () => {
    setSettingsOpen(false);
    settingsButtonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      // The first Escape closes the settings only, back on their button; the next, the window.
      if (settingsOpen) closeSettings();
      else onClose();
    } else if (event.key === 'Tab' && dialogRef.current !== null) {
      keepFocusInside(dialogRef.current, event);
    }
  };

  const onlyWelcome = messages.length === 1 && messages[0]?.id === WELCOME_MESSAGE_ID;
  const hint = STATUS_HINTS[status];
  const classes = ['coaz-chat-window', expanded && 'coaz-chat-window--expanded']
    .filter(Boolean)
    .join(' ');

  return (
    <section
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className={classes}
      hidden={!open}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="coaz-chat-header">
        <div className="coaz-chat-heading">
          <h2 id={titleId}>{texts.title}</h2>
          <StatusIndicator status={status} />
        </div>
        <div className="coaz-chat-toolbar">
          <button
            type="button"
            className="coaz-chat-icon-button"
            aria-label="Settings"
            title="Settings"
            ref={settingsButtonRef}
            aria-expanded={settingsOpen}
            aria-controls={settingsId}
            onClick={() => {
              focusSettings.current = !settingsOpen;
              setSettingsOpen(!settingsOpen);
            }}
          >
            <SettingsIcon />
          </button>
          <button
            type="button"
            className="coaz-chat-icon-button coaz-chat-expand"
            aria-label="Expand"
            title={expanded ? 'Restore the window size' : 'Expand the window'}
            aria-pressed={expanded}
            onClick={() => setExpanded((value) => !value)}
          >
            <ExpandIcon />
          </button>
          <button
            type="button"
            className="coaz-chat-icon-button"
            aria-label="Clear chat"
            title="Clear chat"
            onClick={() => {
              clear();
              announce('The chat was cleared.');
            }}
          >
            <ClearIcon />
          </button>
          <button
            type="button"
            className="coaz-chat-icon-button"
            aria-label="Close"
            title="Close"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
      </div>

      {settingsOpen && (
        <SettingsPanel
          id={settingsId}
          useRag={useRag}
          onUseRagChange={setUseRag}
          showDetails={showDetails}
          onShowDetailsChange={setShowDetails}
        />
      )}

      {/* biome-ignore lint/a11y/useSemanticElements: a labelled region, the landmark screen readers list. */}
      <div
        ref={logRef}
        className="coaz-chat-log"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard.
        tabIndex={0}
        role="region"
        aria-label="Conversation"
      >
        <ol className="coaz-chat-messages">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              showDetails={showDetails}
              links={links}
              onRetry={pending ? null : retryQuestion}
            />
          ))}
        </ol>
        {pending && (
          <p className="coaz-chat-typing">
            <span className="coaz-chat-typing-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {WRITING}
            <button type="button" className="coaz-chat-stop" onClick={stop}>
              Stop
            </button>
          </p>
        )}
        {canUndoClear && (
          <p className="coaz-chat-cleared">
            The chat was cleared.{' '}
            <button
              type="button"
              className="coaz-chat-text-button"
              onClick={() => {
                undoClear();
                announce('The chat is back.');
              }}
            >
              Undo
            </button>
          </p>
        )}
        {onlyWelcome && (
          <QuickQuestions
            questions={texts.quickQuestions}
            onAsk={(question) => send(question, useRag)}
          />
        )}
      </div>

      <form className="coaz-chat-form" onSubmit={submit}>
        <label htmlFor={inputId} className="coaz-chat-visually-hidden">
          {texts.inputLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          className="coaz-chat-input"
          value={draft}
          autoComplete="off"
          placeholder={texts.placeholder}
          aria-invalid={tooLong || undefined}
          aria-describedby={
            [tooLong && lengthHintId, hint !== null && hintId].filter(Boolean).join(' ') ||
            undefined
          }
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" className="coaz-chat-send" disabled={pending}>
          Send
        </Button>
      </form>
      {tooLong && (
        <p id={lengthHintId} className="coaz-chat-hint coaz-chat-hint--error" role="alert">
          Questions can be up to {MAX_QUESTION_LENGTH.toLocaleString('en-GB')} characters. Shorten
          this one to send it.
        </p>
      )}
      {hint !== null && (
        <p id={hintId} className="coaz-chat-hint">
          {hint}
        </p>
      )}

      {/* Always there, emptied a few seconds after each sentence (use-live-announcement.ts). */}
      <div className="coaz-chat-visually-hidden" aria-live="polite">
        {announcement.text !== '' && <p key={announcement.count}>{announcement.text}</p>}
      </div>
    </section>
  );
}
