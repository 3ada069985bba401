import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { createDecodeGate } from './decode-gate';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createDecodeGate', () => {
  it('runs two decodes at once, queues the third and turns it away with 503 if none frees', async () => {
    const gate = createDecodeGate({ slots: 2, maxWaitMs: 50, retryAfterSeconds: 5 });
    const hold = deferred();
    let started = 0;
    const decode = async () => {
      started += 1;
      await hold.promise;
      return started;
    };
    const first = gate.run(decode);
    const second = gate.run(decode);
    const third = gate.run(decode);
    await expect(third).rejects.toBeInstanceOf(ApiError);
    await expect(third).rejects.toMatchObject({ status: 503, headers: { 'retry-after': '5' } });
    expect(started).toBe(2);
    hold.resolve();
    await Promise.all([first, second]);
  });

  it('lets a waiting decode in as soon as a slot frees', async () => {
    const gate = createDecodeGate({ slots: 1, maxWaitMs: 10_000, retryAfterSeconds: 5 });
    const hold = deferred();
    const order: string[] = [];
    const first = gate.run(async () => {
      await hold.promise;
      order.push('first');
    });
    const second = gate.run(async () => {
      order.push('second');
    });
    hold.resolve();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
  });
});
