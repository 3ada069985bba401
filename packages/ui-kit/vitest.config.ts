import { coazPool, coazReporters, coazTimeouts } from '@coaz/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['@coaz/vitest-config/react-setup'],
    reporters: coazReporters,
    ...coazTimeouts,
    // Reuses each worker, and so its jsdom, from file to file: creating a jsdom per file cost
    // most of this suite's run.
    ...coazPool,
  },
});
