import { ChatLauncher } from '@coaz/chat-widget';
import { lazy, type ReactNode, Suspense, useState } from 'react';

const SiteChatWidget = lazy(() =>
  import('./site-chat-widget').then((module) => ({ default: module.SiteChatWidget })),
);

/**
 * Where the constitution assistant sits on every page. The page carries only the assistant's
 * launcher button (prerendered, so it shows before any script runs); the assistant's code is
 * fetched when a visitor first presses it, and its window opens straight away. A visitor who never
 * asks downloads none of it, and its health checks start only then.
 */
export function ChatSlot() {
  const [wanted, setWanted] = useState(false);
  const launcher = (status?: ReactNode) => (
    <div className="coaz-chat">
      {status}
      <ChatLauncher open={false} onToggle={() => setWanted(true)} />
    </div>
  );
  return (
    <div className="site-chat-slot">
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
