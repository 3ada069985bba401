/**
 * Runs tasks given the same key one after another, in the order they were given; tasks with
 * different keys run side by side. Within this process only: several instances each keep
 * their own order.
 * @example const perMember = oneAtATime<number>(); await perMember(member.id, () => sendCode(member));
 */
export function oneAtATime<Key>(): <T>(key: Key, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<Key, Promise<unknown>>();
  return (key, task) => {
    const previous = tails.get(key) ?? Promise.resolve();
    // A task that fails must not stop the ones behind it: they wait for it to end, not succeed.
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    // Forget a key once nothing waits on it, so the map holds only keys with work in hand.
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
