import type { ChatHistoryStorage } from '../chat-history-storage';

/** A storage kept in memory, for tests and stories that must not share the browser's. */
export class MemoryStorage implements ChatHistoryStorage {
  readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}
