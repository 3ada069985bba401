import type { IncomingMessage } from 'node:http';
import { announcesBody } from './announces-body';
import { onceBodyOver } from './body-over';

/** Counts the request bodies each client address is sending at once. */
export interface BodiesPerAddress {
  /**
   * Whether `incoming`, from `address`, may send its body: true (and counted until the body ends
   * or its connection closes) while the address sends fewer than the limit; always true without a body.
   */
  admit(incoming: IncomingMessage, address: string): boolean;
}

/**
 * Bodies one address may send at once (`HTTP_BODIES_PER_ADDRESS`). The body-rate floor makes each
 * slow connection cost its sender 1 KB/s, but one address could still open thousands that each
 * just meet it; this keeps the process's connections for everyone else. An upload holds its place
 * only while its body arrives, so members behind one carrier address (mobile networks share them)
 * rarely meet the limit, and one who does is told to try again shortly.
 */
export function createBodiesPerAddress(limit: number): BodiesPerAddress {
  const sending = new Map<string, number>();
  return {
    admit(incoming, address) {
      if (!announcesBody(incoming)) return true;
      const count = sending.get(address) ?? 0;
      if (count >= limit) return false;
      sending.set(address, count + 1);
      // Before the connection's close counted, every refused oversized body kept its place for
      // good, and an address (a whole carrier's, behind its NAT) was refused every form from then.
      onceBodyOver(incoming, () => {
        const left = (sending.get(address) ?? 1) - 1;
        if (left > 0) sending.set(address, left);
        else sending.delete(address);
      });
      return true;
    },
  };
}
