import { describe, expect, it } from 'vitest';
import { moveAfterReload, noteMoveOnLeave } from './reload-at-target';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('reloading at the target of a move whose code is gone', () => {
  it('goes on, after the reload, to where the unfinished move was going', () => {
    const storage = memoryStorage();
    noteMoveOnLeave(storage, '/login', '/dashboard', 1_000);
    expect(moveAfterReload(storage, '/login', 2_000, true)).toBe('/dashboard');
  });

  it('goes on once only', () => {
    const storage = memoryStorage();
    noteMoveOnLeave(storage, '/login', '/dashboard', 1_000);
    moveAfterReload(storage, '/login', 2_000, true);
    expect(moveAfterReload(storage, '/login', 3_000, true)).toBeUndefined();
  });

  it('does not loop when the target fails again right after going on to it', () => {
    const storage = memoryStorage();
    noteMoveOnLeave(storage, '/login', '/dashboard', 1_000);
    moveAfterReload(storage, '/login', 2_000, true);
    // The move to /dashboard fails again and React Router reloads /login a second time.
    noteMoveOnLeave(storage, '/login', '/dashboard', 3_000);
    expect(moveAfterReload(storage, '/login', 4_000, true)).toBeUndefined();
  });

  it('goes on again for a later failure of another move', () => {
    const storage = memoryStorage();
    noteMoveOnLeave(storage, '/login', '/dashboard', 1_000);
    moveAfterReload(storage, '/login', 2_000, true);
    noteMoveOnLeave(storage, '/dashboard', '/change_password', 60_000);
    expect(moveAfterReload(storage, '/dashboard', 61_000, true)).toBe('/change_password');
  });

  it('ignores a note left by another page or long ago', () => {
    const storage = memoryStorage();
    noteMoveOnLeave(storage, '/login', '/dashboard', 1_000);
    expect(moveAfterReload(storage, '/news', 2_000, true)).toBeUndefined();
    noteMoveOnLeave(storage, '/login', '/dashboard', 1_000);
    expect(moveAfterReload(storage, '/login', 120_000, true)).toBeUndefined();
  });

  it('stays where it is when nothing was noted or the note is unreadable', () => {
    const storage = memoryStorage();
    expect(moveAfterReload(storage, '/login', 1_000, true)).toBeUndefined();
    storage.setItem('coaz.reloadAt', '{not json');
    expect(moveAfterReload(storage, '/login', 1_000, true)).toBeUndefined();
  });

  it('stays on a page opened by its address or a link, not by a reload', () => {
    // Logging out moves to the home page; typing /login at once left /login mid-move to it.
    const storage = memoryStorage();
    noteMoveOnLeave(storage, '/login', '/home', 1_000);
    expect(moveAfterReload(storage, '/login', 2_000, false)).toBeUndefined();
    expect(moveAfterReload(storage, '/login', 2_500, true)).toBeUndefined();
  });
});
