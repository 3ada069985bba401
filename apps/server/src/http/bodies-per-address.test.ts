import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createBodiesPerAddress } from './bodies-per-address';

/** A request as far as the count looks at it: its headers, its events and its connection's. */
function request(headers: Record<string, string>): IncomingMessage {
  return Object.assign(new EventEmitter(), {
    headers,
    socket: new EventEmitter(),
  }) as unknown as IncomingMessage;
}

const upload = () => request({ 'content-length': '5000' });

describe('bodies one address may send at once', () => {
  it('refuses one past the limit, counts each address apart, and frees a place when a body ends', () => {
    const bodies = createBodiesPerAddress(2);
    const first = upload();
    expect(bodies.admit(first, '198.51.100.7')).toBe(true);
    expect(bodies.admit(upload(), '198.51.100.7')).toBe(true);
    expect(bodies.admit(upload(), '198.51.100.7')).toBe(false);
    expect(bodies.admit(upload(), '203.0.113.9')).toBe(true);
    // A body that ends and then closes frees one place, not two.
    first.emit('end');
    first.emit('close');
    expect(bodies.admit(upload(), '198.51.100.7')).toBe(true);
    expect(bodies.admit(upload(), '198.51.100.7')).toBe(false);
  });

  it('never counts a request without a body', () => {
    const bodies = createBodiesPerAddress(1);
    expect(bodies.admit(upload(), '198.51.100.7')).toBe(true);
    expect(bodies.admit(request({}), '198.51.100.7')).toBe(true);
    expect(bodies.admit(request({ 'content-length': '0' }), '198.51.100.7')).toBe(true);
  });

  // Node detaches a request from its connection once answered: a refusal sent before the body was
  // read, then a dropped connection, and the request emits neither end nor close.
  it('frees a place when the connection of an unfinished body closes', () => {
    const bodies = createBodiesPerAddress(1);
    const refused = upload();
    expect(bodies.admit(refused, '198.51.100.7')).toBe(true);
    refused.socket.emit('close');
    expect(bodies.admit(upload(), '198.51.100.7')).toBe(true);
  });
});
