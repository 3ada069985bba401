import chatIslandUrl from 'virtual:coaz-chat-island';
import { ChatLauncher } from '@coaz/chat-widget';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import {
  CHAT_ISLAND_MOUNTED_EVENT,
  CHAT_NAVIGATE_EVENT,
  chatIslandMounted,
} from './chat-island-contract';
import { ChatLoadBoundary } from './chat-load-boundary';
import { loadSiteChatWidget } from './load-site-chat-widget';

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
  // 0 until the launcher is pressed, then one more for each try after a failed download: each
  // gets a new lazy component, since React keeps a failed one's error for good.
  const [attempt, setAttempt] = useState(0);
  const SiteChatWidget = useMemo<ComponentType | null>(
    () => (attempt === 0 ? null : lazy(loadSiteChatWidget)),
    [attempt],
  );
  const load = () => setAttempt((count) => count + 1);
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
  // While the assistant is on its way, a second press has nothing more to start.
  const launcher = (status?: ReactNode, onToggle = load) => (
    <div className="coaz-chat">
      {status}
      <ChatLauncher open={false} onToggle={onToggle} />
    </div>
  );
  return (
    <div
      className="site-chat-slot"
      data-app-start="own"
      data-app-start-src={chatIslandUrl}
      data-chat-slot=""
    >
      {SiteChatWidget !== null ? (
        <ChatLoadBoundary
          key={attempt}
          beside={<ChatLauncher open={false} onToggle={load} />}
          onRetry={load}
        >
          <Suspense
            fallback={launcher(
              <p className="coaz-chat-window coaz-chat-window--message" role="status">
                Opening the assistant…
              </p>,
              () => {},
            )}
          >
            <SiteChatWidget />
          </Suspense>
        </ChatLoadBoundary>
      ) : (
        launcher()
      )}
    </div>
  );
}
