import { existsSync } from 'node:fs';

/**
 * How every browser test and audit of the workspace starts Chromium: the system Chromium
 * (CHROME_PATH to choose another; no tool downloads its own), with these flags. Without the
 * background-networking ones Chromium keeps calling Google's services, which this machine's
 * closed network refuses, many at a time.
 */
export const chromiumExecutablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the end-to-end tests drive: Debian's Chromium headless shell (package
 * chromium-headless-shell, or CHROME_HEADLESS_SHELL_PATH), the same Blink as the full Chromium
 * without the browser around it, as Playwright uses for headless runs by default. On a 2-core
 * machine the end-to-end suite took 7.1 minutes with it against 10.4 with the full Chromium, every
 * test passing with both. Without the shell, the full Chromium.
 *
 * The rest keep the full Chromium, the browser people use: the audits that measure what a visitor
 * waits for (Lighthouse, the first taps), and Storybook's story tests, where the shell held an
 * auto-rotating list still (its "Rotates" story failed there every time and passes in Chromium).
 */
export const endToEndBrowserPath =
  process.env.CHROME_HEADLESS_SHELL_PATH ||
  (existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : chromiumExecutablePath);

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
