import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createBufferedLog } from './buffered-log';

describe('createBufferedLog', () => {
  it('writes the lines of one turn in a single write, in order', async () => {
    const stream = new PassThrough();
    const writes: string[] = [];
    stream.on('data', (chunk: Buffer) => writes.push(chunk.toString()));
    const log = createBufferedLog(stream);
    log.sink('GET / 200 1ms');
    log.sink('GET /about 200 2ms');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['GET / 200 1ms\nGET /about 200 2ms\n']);
  });

  it('writes what is queued at once when flushed', () => {
    const stream = new PassThrough();
    const log = createBufferedLog(stream);
    log.sink('SIGTERM received');
    log.flush();
    expect(stream.read()?.toString()).toBe('SIGTERM received\n');
  });
});
