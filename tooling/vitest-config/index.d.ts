import type { ViteUserConfig } from 'vitest/config';

/** Reporters shared by every vitest project of the workspace. */
export declare const coazReporters: NonNullable<NonNullable<ViteUserConfig['test']>['reporters']>;
