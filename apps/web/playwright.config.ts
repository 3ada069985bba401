import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

// Chosen once by the runner and inherited by its workers through the environment, so two runs on
// one machine (two checkouts, a developer's and CI's) never fight over a fixed port.
process.env.E2E_PORT ??= String(await freePort());
const PORT = Number(process.env.E2E_PORT);

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
