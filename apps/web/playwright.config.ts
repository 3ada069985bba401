import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, endToEndBrowserPath } from '@coaz/vitest-config/chromium';
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
process.env.E2E_ISOLATED_PORT ??= String(await freePort());
process.env.E2E_MEMBERSHIP_PORT ??= String(await freePort());
const PORT = Number(process.env.E2E_PORT);
const ISOLATED_PORT = Number(process.env.E2E_ISOLATED_PORT);
const MEMBERSHIP_PORT = Number(process.env.E2E_MEMBERSHIP_PORT);

// Specs that change a demo account for good get a server of their own, so they never take an
// account away from the specs that walk the member flows on the main server.
const ISOLATED_SPECS = ['hostile-input.spec.ts', 'member-session-ended-elsewhere.spec.ts'];
// The membership journeys move the server's clock (renewal after expiry), which would lapse the
// demo accounts other specs log in with: they get a server of their own.
const MEMBERSHIP_SPECS = ['membership-journeys.spec.ts'];

/**
 * The built server in demo mode on `port`, with its own freshly seeded database in `dataFolder`
 * (under test-results, apart from the one `npm start` uses), so every run starts from the seed.
 */
function demoServer(port: number, dataFolder: string) {
  const dataDir = fileURLToPath(new URL(`./test-results/${dataFolder}`, import.meta.url));
  return {
    command: `node -e "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })" "${dataDir}" && node ../server/dist/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', COAZ_MODE: 'demo', DATA_DIR: dataDir },
    reuseExistingServer: false,
    // Three demo servers start at once; on a busy 2-core machine one can take over a minute.
    timeout: 180_000,
  };
}

// Playwright never downloads a browser here: it drives the system Chromium's headless shell
// (endToEndBrowserPath, which says why).
const chromiumLaunchOptions = { executablePath: endToEndBrowserPath, args: [...chromiumArgs] };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two. Three were faster (269 s against 320 s on 7 December 2026: a test spends much of its
  // time waiting), but the specs share the demo server, and the first CI run with three met a
  // race two had never shown (a spec pressed Read More on a post another spec was removing). Two
  // keep the pairs of specs every earlier run has tried.
  workers: 2,
  // Limits guard against hangs, not slowness (speed is measured by the scripts in scripts/): on a
  // loaded 2-core CI machine a long journey ran past the default 30 s and a navigation past
  // expect's default 5 s, both while working as designed.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // No trace by default: recording one for every test, to keep those that fail, took 38% of the
    // suite's processor time (measured 7 December 2026 on the 2-core CI machine: 7.1 min and
    // 631 processor-seconds with 'retain-on-failure', 5.3 min and 393 without), the browser
    // compositing a screencast throughout. A failure keeps its screenshot and the page's
    // accessibility snapshot; to trace one, run its spec with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [...ISOLATED_SPECS, ...MEMBERSHIP_SPECS],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    {
      name: 'chromium-isolated',
      testMatch: ISOLATED_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
        baseURL: `http://127.0.0.1:${ISOLATED_PORT}`,
      },
    },
    {
      name: 'chromium-membership',
      testMatch: MEMBERSHIP_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
        baseURL: `http://127.0.0.1:${MEMBERSHIP_PORT}`,
        acceptDownloads: true,
      },
    },
  ],
  webServer: [
    demoServer(PORT, 'server-data'),
    demoServer(ISOLATED_PORT, 'isolated-server-data'),
    demoServer(MEMBERSHIP_PORT, 'membership-server-data'),
  ],
});
