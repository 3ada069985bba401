import { coazPool, coazReporters, coazTimeouts } from '@coaz/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['@coaz/vitest-config/react-setup'],
    reporters: coazReporters,
    ...coazTimeouts,
    ...coazPool,
  },
});
