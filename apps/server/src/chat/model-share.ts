import { AsyncLocalStorage } from 'node:async_hooks';
import { type AnswerProvider, ProviderError } from '@coaz/constitution-qa';

/** The share of the minute's model calls one address may use: a quarter of them. */
export const MODEL_SHARE_OF_MINUTE = 1 / 4;

const MINUTE_MS = 60_000;

/** A call refused because the asking address had its share; the engine answers without the model. */
export class ModelShareUsed extends ProviderError {}

/** Options for {@link createModelShare}. */
export interface ModelShareOptions {
  /** Model calls allowed in any minute, all addresses together (`OPENAI_REQUESTS_PER_MINUTE`). */
  callsPerMinute: number;
  /** Told once each time an address first finds its share used within a minute. */
  onShareUsed?: (calls: number) => void;
  /** Clock, in milliseconds. @default Date.now */
  now?: () => number;
}

/** Each client address's share of the model's calls (see {@link createModelShare}). */
export interface ModelShare {
  /** Model calls one address may make in any minute. */
  readonly callsPerAddress: number;
  /** The provider, refusing a call with {@link ModelShareUsed} once the asking address had its share. */
  guard(provider: AnswerProvider): AnswerProvider;
  /** Runs a question's work on behalf of a client address, whose share its model calls use. */
  askedBy<T>(address: string, work: () => Promise<T>): Promise<T>;
}

/**
 * Shares the model's calls among client addresses: one address may make at most a quarter of the
 * minute's calls (`OPENAI_REQUESTS_PER_MINUTE`, 60: 15 calls, some seven questions), so an
 * address asking as fast as its chat limit lets it can no longer use every call of the minute and
 * leave everyone else answered without the model. Past its share an address's calls are refused
 * as the minute's budget refuses them, with a {@link ProviderError} the engine answers around: its
 * answers are extractive and say so in `metadata.model`. A quarter, not less, since members behind
 * one carrier's or hospital's address share it. The address is carried with the question's work
 * (`AsyncLocalStorage`), not through the engine, so calls the engine answers from its own store (a
 * question asked before) cost nothing; work on behalf of no address is not counted. Calls are
 * counted per process, as the minute's budget is.
 */
export function createModelShare(options: ModelShareOptions): ModelShare {
  const now = options.now ?? Date.now;
  const callsPerAddress = Math.max(1, Math.ceil(options.callsPerMinute * MODEL_SHARE_OF_MINUTE));
  const asking = new AsyncLocalStorage<string>();
  // When each address's calls of the last minute were made, oldest first.
  const calls = new Map<string, number[]>();
  const told = new Set<string>();
  let sweptAt = now();

  // Addresses with no call in the last minute are forgotten, so addresses that asked once each
  // (an IPv6 sender has many) do not pile up.
  function sweep(at: number): void {
    if (at - sweptAt < MINUTE_MS) return;
    sweptAt = at;
    for (const [address, times] of calls) {
      if ((times.at(-1) ?? 0) <= at - MINUTE_MS) {
        calls.delete(address);
        told.delete(address);
      }
    }
  }

  function charge(address: string): void {
    const at = now();
    sweep(at);
    const times = calls.get(address) ?? [];
    while (times.length > 0 && (times[0] ?? 0) <= at - MINUTE_MS) times.shift();
    if (times.length >= callsPerAddress) {
      if (!told.has(address)) {
        told.add(address);
        options.onShareUsed?.(callsPerAddress);
      }
      throw new ModelShareUsed(
        `This address asked the model ${callsPerAddress} times in the last minute, its share`,
      );
    }
    if (times.length === 0) told.delete(address);
    times.push(at);
    calls.set(address, times);
  }

  return {
    callsPerAddress,
    guard: (provider) => ({
      name: provider.name,
      model: provider.model,
      async complete(messages) {
        const address = asking.getStore();
        if (address !== undefined) charge(address);
        return provider.complete(messages);
      },
    }),
    askedBy: (address, work) => asking.run(address, work),
  };
}
