import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

// Playwright never downloads a browser here: it drives the system Chromium.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    // Every run starts from a freshly seeded database, so the specs that move a demo account on
    // (payment, one-time password, registration) find it as seeded, run after run.
    command:
      "node -e \"require('node:fs').rmSync('test-results/server-data', { recursive: true, force: true })\" && node ../server/dist/main.js",
    url: `http://127.0.0.1:${PORT}/api/health`,
    // Demo mode seeds the demo accounts and published contents the tests read; its database lives
    // with the test results, apart from the one `npm start` uses.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      COAZ_MODE: 'demo',
      DATA_DIR: fileURLToPath(new URL('./test-results/server-data', import.meta.url)),
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
