import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createBackgroundWork } from './background-work';
import { startRecurringWork } from './recurring-work';

describe('recurring background work', () => {
  it('runs after start and then at each interval, never two runs at once', async () => {
    const log: string[] = [];
    const background = createBackgroundWork((line) => log.push(line));
    let runs = 0;
    let inProgress = 0;
    let mostAtOnce = 0;
    const work = startRecurringWork(
      background,
      'slow work',
      { firstMs: 5, everyMs: 10 },
      async () => {
        runs += 1;
        inProgress += 1;
        mostAtOnce = Math.max(mostAtOnce, inProgress);
        // Slower than the interval: the runs falling due meanwhile are not started beside it.
        await sleep(45);
        inProgress -= 1;
      },
    );
    await sleep(200);
    work.stop();
    await background.settled();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(mostAtOnce).toBe(1);
    expect(log).toEqual([]);
  });

  it('logs a failed run by its error name and code, and runs again at the next interval', async () => {
    const log: string[] = [];
    const background = createBackgroundWork((line) => log.push(line));
    let runs = 0;
    const work = startRecurringWork(
      background,
      'document retention',
      { firstMs: 1, everyMs: 20 },
      async () => {
        runs += 1;
        throw Object.assign(new Error('DELETE … $1 = 260971234567'), { code: '57P01' });
      },
    );
    await expect.poll(() => runs, { timeout: 2_000, interval: 5 }).toBeGreaterThanOrEqual(2);
    work.stop();
    await background.settled();
    expect(log[0]).toBe('document retention failed: Error 57P01');
    expect(log.join('\n')).not.toContain('260971234567');
  });

  it('starts nothing once stopped, and shutdown waits for the run in progress', async () => {
    const background = createBackgroundWork(() => {});
    let finished = 0;
    let started = 0;
    const work = startRecurringWork(
      background,
      'work',
      { firstMs: 1, everyMs: 1_000 },
      async () => {
        started += 1;
        await sleep(50);
        finished += 1;
      },
    );
    await expect.poll(() => started, { timeout: 2_000, interval: 2 }).toBe(1);
    work.stop();
    await background.settled();
    expect(finished).toBe(1);
    await sleep(30);
    expect(started).toBe(1);
  });
});
