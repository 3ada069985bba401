import { fileURLToPath } from 'node:url';
import { coazReporters, coazTimeouts } from '@coaz/vitest-config';
import { chromiumArgs, chromiumExecutablePath } from '@coaz/vitest-config/chromium';
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
          executablePath: chromiumExecutablePath,
          args: [...chromiumArgs],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
