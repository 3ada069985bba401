import {
  type ComponentType,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ChatHistoryStorage } from '../chat-history-storage';
import { ChatLauncher } from '../chat-launcher/chat-launcher';
import type { ChatLinkComponent, ChatLinkProps } from '../chat-link';
import type { ChatService } from '../chat-service';
import { type ChatWidgetTexts, defaultChatWidgetTexts } from '../chat-widget-texts';
import type { ChatWindowProps } from '../chat-window/chat-window';
import { readSiteOrigin } from '../internal/site-origin';
import { useChatHealth } from '../internal/use-chat-health';
import { useModalPage } from '../internal/use-modal-page';
import { WindowLoadBoundary } from '../internal/window-load-boundary';

/** Props of {@link ChatWidget}. */
export interface ChatWidgetProps {
  /** The chat service, such as `createChatClient({ baseUrl })` of `@coaz/api-client`. */
  service: ChatService;
  /**
   * Where the conversation is kept between page loads; `null` keeps none.
   * @default window.localStorage, read only in the browser after the window first opens
   */
  storage?: ChatHistoryStorage | null;
  /**
   * The address of an Article, for citations and article sources.
   * @default (articleNumber) => `/constitution#article-${articleNumber}`
   */
  articleHref?: (articleNumber: number) => string;
  /**
   * Renders links, for example with a router's `Link`.
   * @default a plain `<a href>`
   */
  linkComponent?: ChatLinkComponent;
  /**
   * The association site's origin, for a widget embedded on another site: every link to a page of
   * the site (cited Articles, the pages offered beside an answer, Search results) is made absolute
   * on it, so it opens the association's page rather than a missing page of the host. Addresses
   * that are already absolute are kept. Without it, links are the site's own paths.
   * @example 'https://coaz.org.zm'
   * @throws TypeError when it is not an absolute http(s) address
   */
  siteOrigin?: string;
  /** Replaces some of the widget's texts. */
  texts?: Partial<ChatWidgetTexts>;
  /**
   * How many times a question that failed on the network is sent again, after 0.5 s, 1 s and
   * 2 s, before the error shows. Timeouts and refusals (4xx) are never retried.
   * @default 3
   */
  retries?: number;
  /**
   * Opens the window as soon as the page has loaded, for a page about the assistant or a widget
   * mounted because the visitor asked for it.
   * @default false
   */
  defaultOpen?: boolean;
}

function defaultArticleHref(articleNumber: number): string {
  return `/constitution#article-${articleNumber}`;
}

function PlainLink({ href, className, children }: ChatLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** Where the window covers the whole screen; must match the media query in styles.css. */
const FULL_SCREEN_QUERY = '(max-width: 480px), (max-height: 420px)';

const loadChatWindow = () =>
  import('../chat-window/chat-window').then((module) => ({ default: module.ChatWindow }));

/**
 * The constitution assistant: a small floating button on every page that opens a chat window.
 * The window's code is downloaded only when it is first opened; the service's health is checked
 * then, and every 30 s while the window is open: a page whose visitor never opens it calls
 * nothing. Nothing touches `window` while rendering, so it prerenders.
 *
 * @example
 * const chat = createChatClient({ baseUrl: '/api/' });
 * <ChatWidget service={chat} />
 */
export function ChatWidget({
  service,
  storage,
  articleHref = defaultArticleHref,
  linkComponent = PlainLink,
  siteOrigin,
  texts,
  retries = 3,
  defaultOpen = false,
}: ChatWidgetProps) {
  const [open, setOpen] = useState(false);
  const status = useChatHealth(service, open);
  const [ChatWindow, setChatWindow] = useState<ComponentType<ChatWindowProps> | null>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const windowId = useId();
  const allTexts = useMemo(() => ({ ...defaultChatWidgetTexts, ...texts }), [texts]);
  // A wrong origin is a mistake of the page's code: it shows at once, not on the first open.
  const origin = useMemo(
    () => (siteOrigin === undefined ? undefined : readSiteOrigin(siteOrigin)),
    [siteOrigin],
  );
  const links = useMemo(
    () => ({ articleHref, Link: linkComponent, siteOrigin: origin }),
    [articleHref, linkComponent, origin],
  );

  const show = useCallback(() => {
    setChatWindow(
      (loaded: ComponentType<ChatWindowProps> | null) => loaded ?? lazy(loadChatWindow),
    );
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, []);

  // Modal while open, at every width: see "Modal while open" in the README.
  useModalPage(rootRef, open, close);

  // Opening waits for mount so that prerendered HTML and the first client render agree.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first value matters
  useEffect(() => {
    if (defaultOpen) show();
  }, []);

  return (
    <div ref={rootRef} className="coaz-chat">
      {ChatWindow !== null && (
        // biome-ignore lint/a11y/noStaticElementInteractions: only listens to the links inside.
        // biome-ignore lint/a11y/useKeyWithClickEvents: a link followed by keyboard clicks too.
        <div
          id={windowId}
          onClick={(event) => {
            // On a phone the window covers the page: a citation followed from it would change
            // the page out of sight, so the window gets out of the way.
            const link = (event.target as Element).closest('a[href]');
            if (link && window.matchMedia?.(FULL_SCREEN_QUERY).matches) setOpen(false);
          }}
        >
          <WindowLoadBoundary onRetry={() => setChatWindow(() => lazy(loadChatWindow))}>
            <Suspense
              fallback={
                open && (
                  <p className="coaz-chat-window coaz-chat-window--message" role="status">
                    Opening the assistant…
                  </p>
                )
              }
            >
              <ChatWindow
                open={open}
                onClose={close}
                status={status}
                service={service}
                storage={storage}
                texts={allTexts}
                links={links}
                retries={retries}
              />
            </Suspense>
          </WindowLoadBoundary>
        </div>
      )}
      <ChatLauncher
        ref={launcherRef}
        open={open}
        onToggle={open ? close : show}
        openLabel={allTexts.openLabel}
        closeLabel={allTexts.closeLabel}
        controls={ChatWindow === null ? undefined : windowId}
      />
    </div>
  );
}
