// Every package writes a JSON report beside the console output so that
// scripts/run-tests.mjs can count the tests of the whole run in one line.

/** Reporters shared by every vitest project of the workspace. */
export const coazReporters = ['default', ['json', { outputFile: 'test-results/vitest.json' }]];
