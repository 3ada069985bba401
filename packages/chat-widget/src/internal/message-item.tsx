import { Button } from '@coaz/ui-kit';
import { AnswerDetails } from './answer-details';
import type { ChatLinks } from './chat-links';
import type { ChatMessage } from './chat-message';
import { CitedText } from './cited-text';
import { RESPONSE_TYPE_LABELS } from './response-type-label';
import { SitePageLinks } from './site-page-links';
import { SourceList } from './source-list';

/** Props of {@link MessageItem}. */
export interface MessageItemProps {
  message: ChatMessage;
  showDetails: boolean;
  links: ChatLinks;
  /** Offered on every error, to send its question again; null while another question is pending. */
  onRetry: ((messageId: string) => void) | null;
}

/** One message of the conversation; every server and visitor string is rendered as text. */
export function MessageItem({ message, showDetails, links, onRetry }: MessageItemProps) {
  if (message.author === 'visitor') {
    return (
      <li className="coaz-chat-message coaz-chat-message--visitor">
        <span className="coaz-chat-visually-hidden">You: </span>
        <p className="coaz-chat-text">{message.text}</p>
      </li>
    );
  }

  // Every failure (no network, a timeout, a refusal, a server error) keeps its question behind
  // Retry, so the visitor never types it again; nothing is re-sent without being asked.
  if (message.failed !== undefined) {
    return (
      <li className="coaz-chat-message coaz-chat-message--assistant coaz-chat-message--error">
        <p className="coaz-chat-text">
          <span className="coaz-chat-error-mark" aria-hidden="true">
            ✕{' '}
          </span>
          <span className="coaz-chat-visually-hidden">Error: </span>
          {message.text}
        </p>
        <Button
          variant="secondary"
          className="coaz-chat-retry"
          disabled={onRetry === null}
          onClick={() => onRetry?.(message.id)}
        >
          Retry
        </Button>
      </li>
    );
  }

  const reply = message.reply;
  const isSearch = reply?.responseType === 'search';
  return (
    <li className="coaz-chat-message coaz-chat-message--assistant">
      {reply !== undefined && (
        <span className="coaz-chat-response-type">{RESPONSE_TYPE_LABELS[reply.responseType]}</span>
      )}
      {message.text !== '' && <CitedText text={message.text} links={links} />}
      {reply !== undefined && !isSearch && (reply.sitePages?.length ?? 0) > 0 && (
        <SitePageLinks pages={reply.sitePages ?? []} links={links} />
      )}
      {reply !== undefined && isSearch && reply.sources.length > 0 && (
        <SourceList sources={reply.sources} label="Search results" links={links} />
      )}
      {reply !== undefined && !isSearch && showDetails && (
        <div className="coaz-chat-answer-details">
          {reply.sources.length > 0 && (
            <SourceList sources={reply.sources} label="Passages behind this answer" links={links} />
          )}
          <AnswerDetails metadata={reply.ragMetadata} />
        </div>
      )}
      {reply !== undefined && isSearch && showDetails && (
        <AnswerDetails metadata={reply.ragMetadata} />
      )}
    </li>
  );
}
