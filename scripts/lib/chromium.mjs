import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const apt = (args) =>
  spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0;

/** Installs a Debian package, updating the package lists once if the first try fails. */
function aptInstall(name) {
  if (apt(['install', '-y', name])) return true;
  apt(['update']);
  return apt(['install', '-y', name]);
}

/**
 * The path of a Chromium for browser tests: CHROME_PATH when set, the system
 * Chromium when installed, otherwise Debian's package installed through apt
 * (only possible as root). Tools never download a browser of their own here.
 */
export function ensureChromium() {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) {
      throw new Error(`CHROME_PATH names ${process.env.CHROME_PATH}, which does not exist`);
    }
    return process.env.CHROME_PATH;
  }
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'Chromium is missing: install it (apt-get install -y chromium) or set CHROME_PATH',
    );
  }
  console.log('[test] installing Chromium with apt-get');
  if (!aptInstall('chromium')) throw new Error('apt-get could not install chromium');
  return SYSTEM_CHROMIUM;
}

/**
 * The path of the Chromium headless shell the end-to-end tests drive (see endToEndBrowserPath in
 * tooling/vitest-config/chromium.js): CHROME_HEADLESS_SHELL_PATH when set, Debian's package when
 * installed or installable (as root), otherwise undefined, and the tests drive the full Chromium:
 * slower, never wrong.
 */
export function ensureHeadlessShell() {
  if (process.env.CHROME_HEADLESS_SHELL_PATH) {
    if (!existsSync(process.env.CHROME_HEADLESS_SHELL_PATH)) {
      throw new Error(
        `CHROME_HEADLESS_SHELL_PATH names ${process.env.CHROME_HEADLESS_SHELL_PATH}, which does not exist`,
      );
    }
    return process.env.CHROME_HEADLESS_SHELL_PATH;
  }
  if (existsSync(SYSTEM_HEADLESS_SHELL)) return SYSTEM_HEADLESS_SHELL;
  if (process.getuid?.() !== 0) return undefined;
  console.log('[test] installing the Chromium headless shell with apt-get');
  if (aptInstall('chromium-headless-shell')) return SYSTEM_HEADLESS_SHELL;
  console.log(
    '[test] the headless shell could not be installed: the tests drive the full Chromium',
  );
  return undefined;
}
