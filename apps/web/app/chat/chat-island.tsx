// The chat island: the entry of the assistant's own small bundle (compile-chat-island.ts), which
// the page's starter loads when a visitor presses the assistant's launcher before the app runs
// (app-start/start-on-demand.ts, `data-app-start="own"`). It holds React, the chat widget and
// api-client's chat client, not the app, so the assistant opens in a fraction of the time. The
// assistant then stays this island's for the page's life; the app, when it starts, leaves it be
// (chat-slot.tsx).

import { createChatClient } from '@coaz/api-client';
import { type ChatLinkProps, ChatWidget } from '@coaz/chat-widget';
import type { MouseEvent } from 'react';
import { createRoot } from 'react-dom/client';
import {
  CHAT_ISLAND_ID,
  CHAT_ISLAND_MOUNTED_EVENT,
  CHAT_NAVIGATE_EVENT,
  CHAT_SLOT_ATTRIBUTE,
} from './chat-island-contract';

/** Offers a followed link to the app (when it runs, it navigates without reloading the page). */
function offerToApp(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const navigate = new CustomEvent(CHAT_NAVIGATE_EVENT, { detail: href, cancelable: true });
  if (!document.dispatchEvent(navigate)) event.preventDefault();
}

/** The assistant's links: plain links, taken over by the app's router once it runs. */
function ChatIslandLink({ href, className, children }: ChatLinkProps) {
  return (
    <a href={href} className={className} onClick={(event) => offerToApp(event, href)}>
      {children}
    </a>
  );
}

/**
 * Mounts the assistant, open, at the end of `<body>` (outside the markup the app will hydrate)
 * and hides the page's prerendered launcher, which the assistant's own launcher replaces in the
 * same place. Does nothing if the island is already there.
 */
export function mountChatIsland(): void {
  if (document.getElementById(CHAT_ISLAND_ID) !== null) return;
  const container = document.createElement('div');
  container.id = CHAT_ISLAND_ID;
  // Pressing, typing or focusing in the assistant is not a reason to start the app, and the
  // starter must not hold its buttons' presses for an app that would not answer them.
  container.dataset.appStart = 'own';
  document.body.append(container);
  for (const slot of document.querySelectorAll<HTMLElement>(`[${CHAT_SLOT_ATTRIBUTE}]`)) {
    slot.hidden = true;
  }
  const service = createChatClient({ baseUrl: `${window.location.origin}/api/` });
  createRoot(container).render(
    <ChatWidget service={service} linkComponent={ChatIslandLink} defaultOpen />,
  );
  // Should the app's first render ever replace the whole body, the assistant comes back with
  // its conversation: the root lives on in the detached container.
  document.addEventListener(
    'coaz:hydrated',
    () => {
      if (!container.isConnected) document.body.append(container);
    },
    { once: true },
  );
  document.dispatchEvent(new Event(CHAT_ISLAND_MOUNTED_EVENT));
}

mountChatIsland();
