import { lazy, Suspense } from 'react';
import { useHydrated } from '../content/use-hydrated';

const SiteChatWidget = lazy(() =>
  import('./site-chat-widget').then((module) => ({ default: module.SiteChatWidget })),
);

/**
 * Where the constitution assistant sits on every page. Its code and styles are fetched after the
 * page has hydrated, on the client only, so the first paint and the prerendered HTML carry none of
 * it; the chat window itself loads only when the assistant is first opened.
 */
export function ChatSlot() {
  const hydrated = useHydrated();
  return (
    <div className="site-chat-slot">
      {hydrated ? (
        <Suspense fallback={null}>
          <SiteChatWidget />
        </Suspense>
      ) : null}
    </div>
  );
}
