import { fileURLToPath } from 'node:url';
import { coazReporters, coazTimeouts } from '@coaz/vitest-config';
import { chromiumArgs, chromiumExecutablePath } from '@coaz/vitest-config/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// Every story is a test: it renders in the system Chromium, its play function
// runs, and the a11y addon's axe check must pass. Beside them, plain Node tests
// (src/**/*.test.ts) check what Storybook serves as a whole, such as its Docs pages.
export default defineConfig({
  test: {
    reporters: coazReporters,
    ...coazTimeouts,
    projects: [
      {
        plugins: [storybookTest({ configDir })],
        test: {
          name: 'storybook',
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
      },
      {
        test: {
          name: 'docs-app',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
    ],
  },
});
