/**
 * Where the widget keeps the conversation between page loads: `localStorage` fits, and so does
 * any object with these three methods (such as a wrapper that namespaces keys).
 */
export type ChatHistoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
