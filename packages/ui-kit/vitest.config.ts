import { coazPool, coazReporters, coazTimeouts } from '@coaz/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['@coaz/vitest-config/react-setup'],
    reporters: coazReporters,
    ...coazTimeouts,
    ...coazPool,
    // Creating a jsdom per file cost most of the run; the tests clean up after themselves
    // (Testing Library's cleanup, restored timers and globals), so files share one per worker.
    isolate: false,
  },
});
