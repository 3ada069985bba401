import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

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
  const apt = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!apt(['install', '-y', 'chromium'])) {
    apt(['update']);
    if (!apt(['install', '-y', 'chromium'])) throw new Error('apt-get could not install chromium');
  }
  return SYSTEM_CHROMIUM;
}
