import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScriptedAnswer, ScriptedServer } from '../test-support/scripted-server';
import { BackupDownload } from './backup-download';
import { renderWithServer } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

describe('BackupDownload', () => {
  it('says what the file holds, how to keep it and who restores it', async () => {
    const rendered = await renderWithServer(<BackupDownload />, () => undefined);
    server = rendered.server;
    const section = screen.getByRole('region', { name: 'Backup' });
    expect(section.textContent).toMatch(/every member’s particulars and password hashes/);
    expect(section.textContent).toMatch(/restore command in the server’s README/);
    await expectNoAxeViolations(rendered.container);
  });

  it('stays busy, with the cursor, while the backup downloads, asks once and saves the file', async () => {
    let answer: (value: ScriptedAnswer) => void = () => undefined;
    const rendered = await renderWithServer(<BackupDownload />, ({ path }) =>
      path === '/api/admin/backup' ? new Promise((resolve) => (answer = resolve)) : undefined,
    );
    server = rendered.server;
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:backup');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const button = screen.getByRole('button', { name: 'Download a backup' });
    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Preparing the backup…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    answer({ status: 200, body: 'backup' });
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(button).toHaveAccessibleName('Download a backup');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(server.requests.filter(({ path }) => path === '/api/admin/backup')).toHaveLength(1);
  });

  it('says plainly why a refused backup was not downloaded, and lets the admin try again', async () => {
    const rendered = await renderWithServer(<BackupDownload />, ({ path }) =>
      path === '/api/admin/backup'
        ? {
            status: 429,
            body: { error: 'rate_limited', message: 'Too many attempts. Try again in 40 minutes.' },
          }
        : undefined,
    );
    server = rendered.server;
    const button = screen.getByRole('button', { name: 'Download a backup' });
    await userEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The backup was not downloaded');
    expect(alert.textContent).toMatch(/Try again in 40 minutes/);
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
  });
});
