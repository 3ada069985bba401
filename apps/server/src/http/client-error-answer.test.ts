import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { answerClientError } from './client-error-answer';

/** A stand-in socket whose end() fails, as a socket torn down mid-write can. */
function brokenSocket() {
  const socket = new PassThrough() as PassThrough & { bytesWritten: number };
  socket.bytesWritten = 0;
  socket.end = () => {
    throw new Error('write after end');
  };
  return socket;
}

describe('answerClientError', () => {
  it('never throws, and destroys a socket it cannot answer on', () => {
    const socket = brokenSocket();
    expect(() =>
      answerClientError(Object.assign(new Error('bad'), { code: 'HPE_INVALID_METHOD' }), socket),
    ).not.toThrow();
    expect(socket.destroyed).toBe(true);
  });

  it('writes nothing to a socket that already carries an answer', () => {
    const socket = new PassThrough() as PassThrough & { bytesWritten: number };
    socket.bytesWritten = 120;
    let written = '';
    socket.on('data', (chunk) => {
      written += String(chunk);
    });
    answerClientError(Object.assign(new Error('bad'), { code: 'HPE_HEADER_OVERFLOW' }), socket);
    expect(written).toBe('');
    expect(socket.destroyed).toBe(true);
  });
});
