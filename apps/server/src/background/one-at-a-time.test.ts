import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

/** A task that ends when told to, noting when it starts and ends. */
function heldTask(name: string, events: string[], fail = false) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const task = async () => {
    events.push(`${name} starts`);
    await released;
    events.push(`${name} ends`);
    if (fail) throw new Error(`${name} failed`);
    return name;
  };
  return { task, release };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('oneAtATime', () => {
  it('runs tasks with the same key in the order given, each after the last has ended', async () => {
    const events: string[] = [];
    const queue = oneAtATime<string>();
    const first = heldTask('first', events);
    const second = heldTask('second', events);
    const both = [queue('member 7', first.task), queue('member 7', second.task)];
    await turn();
    expect(events).toEqual(['first starts']);
    second.release();
    await turn();
    expect(events).toEqual(['first starts']);
    first.release();
    expect(await Promise.all(both)).toEqual(['first', 'second']);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });

  it('runs tasks with different keys side by side', async () => {
    const events: string[] = [];
    const queue = oneAtATime<number>();
    const one = heldTask('one', events);
    const two = heldTask('two', events);
    const both = [queue(1, one.task), queue(2, two.task)];
    await turn();
    expect(events).toEqual(['one starts', 'two starts']);
    one.release();
    two.release();
    await Promise.all(both);
  });

  it('goes on after a task that fails, which fails for its caller alone', async () => {
    const events: string[] = [];
    const queue = oneAtATime<string>();
    const failing = heldTask('failing', events, true);
    const next = heldTask('next', events);
    const failed = queue('key', failing.task);
    const after = queue('key', next.task);
    failing.release();
    next.release();
    await expect(failed).rejects.toThrow('failing failed');
    expect(await after).toBe('next');
  });
});
