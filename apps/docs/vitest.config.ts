import { fileURLToPath } from 'node:url';
import { coazReporters, coazTimeouts } from '@coaz/vitest-config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// Every story is a test: it renders in the system Chromium, its play function
// runs, and the a11y addon's axe check must pass.
export default defineConfig({
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'storybook',
    reporters: coazReporters,
    ...coazTimeouts,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
