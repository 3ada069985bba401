import { useApiClient } from '@coaz/api-client/react';
import { type ChatLinkProps, ChatWidget } from '@coaz/chat-widget';
import { Link } from 'react-router';

/** The assistant's links (cited Articles, pages) as router links, so the page does not reload. */
function ChatRouterLink({ href, className, children }: ChatLinkProps) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

/**
 * The constitution assistant, talking to the chat service through the site's API client. It is
 * mounted when a visitor presses the launcher (see ChatSlot), so it opens at once. Its styles are
 * part of the site's stylesheet, because the launcher shows on every page.
 */
export function SiteChatWidget() {
  const client = useApiClient();
  return <ChatWidget service={client.chat} linkComponent={ChatRouterLink} defaultOpen />;
}
