import type { ChatServiceStatus } from './use-chat-health';

const STATUS_WORDS: Record<ChatServiceStatus, string> = {
  checking: 'Checking connection…',
  ready: 'Online',
  offline: 'Offline',
};

/** Props of {@link StatusIndicator}. */
export interface StatusIndicatorProps {
  status: ChatServiceStatus;
}

/** The service's status in words beside a coloured dot, announced politely when it changes. */
export function StatusIndicator({ status }: StatusIndicatorProps) {
  return (
    <p className={`coaz-chat-status coaz-chat-status--${status}`} role="status">
      <span className="coaz-chat-status-dot" aria-hidden="true" />
      {STATUS_WORDS[status]}
    </p>
  );
}
