import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageFile = fileURLToPath(new URL('../../package.json', import.meta.url));

async function packageScripts(): Promise<Record<string, string>> {
  return (JSON.parse(await readFile(packageFile, 'utf8')) as { scripts: Record<string, string> })
    .scripts;
}

// An operator on a fresh clone (no dist yet) or after `git pull` (an older dist) ran the backup
// the README gives and got "Cannot find module dist/backup-cli.js", or the previous release's
// backup, while make-admin and end-sessions built first.
describe('the backup commands’ package scripts', () => {
  it('build the server before backup and restore run, as make-admin and end-sessions do', async () => {
    const scripts = await packageScripts();
    expect(scripts.backup).toBe('tsup && node dist/backup-cli.js backup');
    expect(scripts.restore).toBe('tsup && node dist/backup-cli.js restore');
  });

  it('leave no operator command running a build it did not make; only start runs the one `pnpm build` made', async () => {
    const unbuilt = Object.entries(await packageScripts())
      .filter(([name, script]) => name !== 'start' && /\bnode dist\//.test(script))
      .filter(([, script]) => !script.startsWith('tsup && ') && !script.startsWith('tsup --watch '))
      .map(([name]) => name);
    expect(unbuilt).toEqual([]);
  });
});
