import { type Algorithm, hash, verify } from '@node-rs/argon2';

// The package's `Algorithm` is a const enum, which isolated modules cannot read; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

import type { PasswordHashCost } from '../config';

/** Hashes and checks passwords with argon2id. */
export interface PasswordHasher {
  /** An argon2id hash of `password`, salt and cost included. */
  hash(password: string): Promise<string>;
  /** Whether `password` matches `passwordHash`; false for a malformed hash. */
  verify(passwordHash: string, password: string): Promise<boolean>;
}

/** A hasher at the given cost; verifying works for hashes of any cost. */
export function createPasswordHasher(cost: PasswordHashCost): PasswordHasher {
  return {
    hash: (password) =>
      hash(password, {
        algorithm: ARGON2ID,
        memoryCost: cost.memoryKib,
        timeCost: cost.iterations,
        parallelism: 1,
      }),
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
  };
}
