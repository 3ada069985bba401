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

/**
 * Worker threads instead of child processes: measured on the 2-core CI machine, the server's
 * suite took 402 s of processor time in threads against 564 s in forks, the web app's 77 s
 * against 107 s, and each small package about a quarter less. No suite here changes the
 * working directory or exits the process, the two things threads cannot do.
 */
export const coazPool = { pool: 'threads' };
