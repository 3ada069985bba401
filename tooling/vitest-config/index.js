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
 * Worker threads instead of child processes, each reused from one test file to the next
 * (`isolate: false`): measured on the 2-core CI machine, the server's suite took 402 s of
 * processor time in threads against 564 s in forks, then 290 s against 500 s (both databases)
 * once workers were reused; the web app's 82 s wall against 33 s; each package a third to two
 * thirds less. So a test file must leave no state behind: every suite here restores its mocks,
 * timers and globals, builds its own server and database per file, and the server's projects
 * pass their database through `test.env`, which vitest sets per file. No suite changes the
 * working directory or exits the process, the two things threads cannot do.
 */
export const coazPool = { pool: 'threads', isolate: false };
