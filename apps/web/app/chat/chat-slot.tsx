/**
 * Where the constitution assistant sits on every page. It stays empty until @coaz/chat-widget
 * publishes `ChatWidget`; it will then be loaded lazily, on the client only, so the first page load
 * carries none of its code. TODO(#9): mount `ChatWidget` with `service={client.chat}`.
 */
export function ChatSlot() {
  return <div className="site-chat-slot" data-chat-slot="" />;
}
