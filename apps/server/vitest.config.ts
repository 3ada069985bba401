import { coazPool, coazReporters, coazTimeouts } from '@coaz/vitest-config';
import { configDefaults, defineConfig } from 'vitest/config';

// Each test file gets its own database: PGlite always, PostgreSQL too when TEST_DATABASE_URL is
// set (CI sets it). Each is a copy of a template migrated and seeded once per run (the global
// setups below); a file that needs a database nothing ever touched asks for an empty one. Three
// workers on two cores: a file often waits (on PostgreSQL, a timeout, a socket), and a third
// worker fills that time; each PGlite instance costs a few hundred MB, well within the machine's
// memory. Measured 7 December 2026 with the rest of `npm test`'s unit stage
// beside it: the suite took 441 s (and the plain template) against 614 s (two, gzipped).
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

// Tests that need a database server that can go away run only against PostgreSQL.
const postgresOnly = ['src/database-outage.test.ts'];

// Tests that never open a database, or whose subject does not depend on it, run once, in the
// PGlite project.
const databaseFree = [
  'src/config.test.ts',
  'src/network-exposure-problems.test.ts',
  'src/env-settings.test.ts',
  'src/membership/membership-number-settings.test.ts',
  'src/auth/secret-strength.test.ts',
  'src/http/buffered-log.test.ts',
  'src/http/accepted-encoding.test.ts',
  'src/uploads/image-type.test.ts',
  'src/uploads/image-variants.test.ts',
  'src/payments/zambian-mobile-number.test.ts',
  'src/membership/member-phone-number.test.ts',
  'src/contents/image-url.test.ts',
  'src/http/client-address.test.ts',
  'src/clock/lusaka-date.test.ts',
  'src/collections/entry-cursor.test.ts',
  'src/uploads/decode-gate.test.ts',
  // Processor time under attack, which no database engine changes.
  'src/uploads/upload-under-attack.test.ts',
  'src/membership/lusaka-date.test.ts',
  'src/member/member-schemas.test.ts',
  'src/http/logged-path.test.ts',
  'src/http/client-error-answer.test.ts',
  'src/messages/africas-talking-message-provider.test.ts',
  // Thousands of generated requests prove input handling, which does not depend on the engine.
  'src/**/*.property.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    reporters: coazReporters,
    maxWorkers: 3,
    ...coazTimeouts,
    ...coazPool,
    // Child processes, not the shared worker threads: PGlite runs as WebAssembly, and with two
    // threads' isolates compiling and freeing it in one process, V8 once aborted the whole run
    // ("Check failed: jit_page_->allocations_.erase(addr) == 1" in
    // ThreadIsolation::UnregisterWasmAllocation, 27 November 2026). A process per worker keeps
    // one isolate per process; workers are still reused from file to file. Measured the same
    // day on both databases: 3 min 51 s wall in processes against 3 min 50 s in threads.
    pool: 'forks',
    globalSetup: [
      './test-support/build-pglite-template.ts',
      './test-support/build-postgres-template.ts',
    ],
    projects: databases.map((database) => ({
      extends: true,
      test: {
        name: database,
        env: { COAZ_TEST_DB: database },
        exclude: [
          ...configDefaults.exclude,
          ...(database === 'postgres' ? databaseFree : postgresOnly),
        ],
      },
    })),
  },
});
