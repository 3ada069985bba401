import { coazPool, coazReporters, coazTimeouts } from '@coaz/vitest-config';
import { defineConfig } from 'vitest/config';

// The core runs in Node; the React hooks and the XMLHttpRequest upload opt into jsdom per file.
export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['@coaz/vitest-config/react-setup'],
    reporters: coazReporters,
    ...coazTimeouts,
    ...coazPool,
  },
});
