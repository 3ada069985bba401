import chatIslandUrl from 'virtual:coaz-chat-island';
import { ChatLauncher } from '@coaz/chat-widget';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CHAT_ISLAND_MOUNTED_EVENT,
  CHAT_NAVIGATE_EVENT,
  chatIslandMounted,
} from './chat-island-contract';

const SiteChatWidget = lazy(() =>
  import('./site-chat-widget').then((module) => ({ default: module.SiteChatWidget })),
);

/** Whether an address the island's assistant follows is one of this site's pages. */
function isSitePath(href: unknown): href is string {
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');
}

/**
 * Where the constitution assistant sits on every page. The page carries only the assistant's
 * launcher button (prerendered, so it shows before any script runs); the assistant's code is
 * fetched when a visitor first presses it, and its window opens straight away. A visitor who never
 * asks downloads none of it, and its health checks start only then.
 *
 * Pressed before the app runs, the launcher loads the chat island instead (chat-island.tsx, its
 * own small bundle; `data-app-start="own"` tells the page's starter so). When the app then starts,
 * this slot gives way to the island's assistant, so the visitor keeps one launcher and their
 * conversation, and links followed in it go through the app's router.
 */
export function ChatSlot() {
  const [wanted, setWanted] = useState(false);
  const [island, setIsland] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    const giveWay = () => setIsland(chatIslandMounted());
    const follow = (event: Event) => {
      const href = (event as CustomEvent<unknown>).detail;
      if (!isSitePath(href)) return;
      event.preventDefault();
      void navigate(href);
    };
    giveWay();
    document.addEventListener(CHAT_ISLAND_MOUNTED_EVENT, giveWay);
    document.addEventListener(CHAT_NAVIGATE_EVENT, follow);
    return () => {
      document.removeEventListener(CHAT_ISLAND_MOUNTED_EVENT, giveWay);
      document.removeEventListener(CHAT_NAVIGATE_EVENT, follow);
    };
  }, [navigate]);

  if (island) return null;
  const launcher = (status?: ReactNode) => (
    <div className="coaz-chat">
      {status}
      <ChatLauncher open={false} onToggle={() => setWanted(true)} />
    </div>
  );
  return (
    <div
      className="site-chat-slot"
      data-app-start="own"
      data-app-start-src={chatIslandUrl}
      data-chat-slot=""
    >
      {wanted ? (
        <Suspense
          fallback={launcher(
            <p className="coaz-chat-window coaz-chat-window--message" role="status">
              Opening the assistant…
            </p>,
          )}
        >
          <SiteChatWidget />
        </Suspense>
      ) : (
        launcher()
      )}
    </div>
  );
}
