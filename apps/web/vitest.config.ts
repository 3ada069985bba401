import { coazPool, coazReporters, coazTimeouts } from '@coaz/vitest-config';
import { defineConfig } from 'vitest/config';
import { chatIslandPlugin } from './app/chat/chat-island-plugin';
import { siteMenuPlugin } from './app/site/site-menu-plugin';

// Unit tests do not need the React Router build plugin, so this config stands
// alone instead of extending vite.config.ts.
export default defineConfig({
  plugins: [siteMenuPlugin(), chatIslandPlugin()],
  // As in the build: pictures are files with URLs, never inlined.
  build: { assetsInlineLimit: 0 },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['@coaz/vitest-config/react-setup', './app/studio/session-end-test-setup.ts'],
    reporters: coazReporters,
    ...coazTimeouts,
    ...coazPool,
  },
});
