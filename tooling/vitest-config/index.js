// Every package writes a JSON report beside the console output so that
// scripts/run-tests.mjs can count the tests of the whole run in one line.

/** Reporters shared by every vitest project of the workspace. */
export const coazReporters = ['default', ['json', { outputFile: 'test-results/vitest.json' }]];

/**
 * Time limits for tests on a loaded 2-core CI machine, where turbo runs several
 * suites at once: generous, because they guard against hangs, not slowness
 * (speed is measured by the benchmark scripts, never asserted in tests).
 */
export const coazTimeouts = { testTimeout: 60_000, hookTimeout: 120_000 };
