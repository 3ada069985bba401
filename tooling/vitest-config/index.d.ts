import type { ViteUserConfig } from 'vitest/config';

/** Reporters shared by every vitest project of the workspace. */
export declare const coazReporters: NonNullable<NonNullable<ViteUserConfig['test']>['reporters']>;

/** Time limits for tests on a loaded 2-core CI machine: they guard against hangs, not slowness. */
export declare const coazTimeouts: { testTimeout: number; hookTimeout: number };

/** Worker threads, reused from one test file to the next: far less processor time on CI. */
export declare const coazPool: { pool: 'threads'; isolate: false };
