// What the chat island (chat-island.tsx, its own small bundle) and the app (chat-slot.tsx) agree
// on, so the app can take over a page whose assistant the island already runs. No imports: the
// island's bundle takes this file whole.

/** The `id` of the element the island mounts its assistant into, at the end of `<body>`. */
export const CHAT_ISLAND_ID = 'coaz-chat-island';

/** Marks the page's prerendered launcher (chat-slot.tsx), which the island hides when its own replaces it. */
export const CHAT_SLOT_ATTRIBUTE = 'data-chat-slot';

/** Dispatched on the document once the island's assistant is on the page. */
export const CHAT_ISLAND_MOUNTED_EVENT = 'coaz:chat-island-mounted';

/**
 * Dispatched on the document, cancelable, with the address as `detail`, when a link in the
 * island's assistant is followed. The app, once running, cancels it and navigates itself, so the
 * page does not reload; before that, the link is followed as a plain link.
 */
export const CHAT_NAVIGATE_EVENT = 'coaz:chat-navigate';

/** Whether the island's assistant is on this page. */
export function chatIslandMounted(): boolean {
  return typeof document !== 'undefined' && document.getElementById(CHAT_ISLAND_ID) !== null;
}
