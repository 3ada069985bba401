import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSiteSettings, type SiteSettings } from '../site/site-settings';
import { answerEditorSession, scriptedClient } from '../test-support/editor-session';
import { TestProviders } from '../test-support/render-route';
import {
  type ScriptedAnswer,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { SiteSettingsEditor } from './site-settings-editor';
import { revisionChanges, type SiteSettingsRevision } from './site-settings-history';
import { splitPath } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
});

const shipped = defaultSiteSettings();
const first: SiteSettings = { ...shipped, contactPhone: '+260 211 000 111', version: 1 };
const second: SiteSettings = { ...first, officeDays: 'Monday to Saturday', version: 2 };
const third: SiteSettings = {
  ...second,
  contactPhone: '+260 977 123 456',
  storyHeading: 'Clinics reopened in Mongu',
  version: 3,
};

/** The saved versions, newest first, as the API lists them (revision numbers are the rows'). */
const REVISIONS: SiteSettingsRevision[] = [
  {
    revision: 31,
    version: 3,
    savedAt: '2026-11-23T12:30:00.000Z',
    savedBy: 'demo.editor',
    entry: third,
  },
  {
    revision: 18,
    version: 2,
    savedAt: '2026-11-20T06:05:00.000Z',
    savedBy: 'demo.admin',
    entry: second,
  },
  {
    revision: 9,
    version: 1,
    savedAt: '2026-11-02T21:45:00.000Z',
    savedBy: 'demo.admin',
    entry: first,
  },
];

/** The studio's site settings section on a server with {@link REVISIONS}; `restore` answers it. */
async function open(
  restore: (revision: string, body: unknown) => ScriptedAnswer | Promise<ScriptedAnswer>,
  put: (body: unknown) => ScriptedAnswer | undefined = () => undefined,
) {
  server = await startScriptedServer(({ method, path, body }) => {
    const { pathname } = splitPath(path);
    const answer = answerEditorSession({ ended: false }, pathname);
    if (answer) return answer;
    if (method === 'GET' && pathname === '/api/site-settings') return { status: 200, body: third };
    if (method === 'PUT' && pathname === '/api/site-settings') return put(body);
    if (method === 'GET' && pathname === '/api/site-settings/revisions') {
      return { status: 200, body: { items: REVISIONS } };
    }
    const restoring = /^\/api\/site-settings\/revisions\/(\d+)\/restore$/.exec(pathname);
    if (method === 'POST' && restoring?.[1]) return restore(restoring[1], body);
    return undefined;
  });
  const client = scriptedClient(server.url, { tokens: { accessToken: 'a1', refreshToken: 'r1' } });
  const { container } = render(
    <TestProviders client={client}>
      <SiteSettingsEditor />
    </TestProviders>,
  );
  await screen.findByRole('form', { name: 'Edit the site settings' });
  await userEvent.click(screen.getByRole('button', { name: 'History of the site settings' }));
  const history = screen.getByRole('region', { name: 'History of the site settings' });
  return { history, container };
}

describe('the history of the site settings in the studio', () => {
  it('lists each version with who saved what and when in Lusaka time, and restores one', async () => {
    const restored: SiteSettings = { ...first, version: 4 };
    const { history, container } = await open((revision, body) =>
      revision === '9' && (body as { version?: number }).version === 3
        ? { status: 200, body: restored }
        : { status: 400, body: { error: 'validation_failed', message: 'unexpected' } },
    );
    const items = await within(history).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Version 3: changed “Telephone” and “Story heading”. Saved 23 November 2026, 14:30 by demo.editor.This is the version shown now.',
      'Version 2: changed “Office days”. Saved 20 November 2026, 08:05 by demo.admin.Restore',
      'Version 1: changed “Telephone”. Saved 2 November 2026, 23:45 by demo.admin.Restore',
    ]);
    expect(
      within(history).queryByRole('button', { name: 'Restore version 3' }),
    ).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    await userEvent.click(within(history).getByRole('button', { name: 'Restore version 1' }));
    const announcement = await screen.findByText('Version 1 restored: the site shows it now');
    // The history closed with the cursor on its button: the announcement takes it.
    // The announcement takes the cursor in an effect, which runs just after the line is drawn.
    await waitFor(() => expect(announcement.closest('[tabindex="-1"]')).toHaveFocus());
    const form = screen.getByRole('form', { name: 'Edit the site settings' });
    expect(within(form).getByLabelText(/^Telephone/)).toHaveValue('+260 211 000 111');
    expect(within(form).getByLabelText(/^Office days/)).toHaveValue(shipped.officeDays);
    expect(
      screen.queryByRole('region', { name: 'History of the site settings' }),
    ).not.toBeInTheDocument();
  });

  it('restores the original settings, which no saved version holds, once the first save is listed', async () => {
    const { history } = await open(
      () => ({ status: 400, body: { error: 'validation_failed', message: 'unexpected' } }),
      (body) => ({ status: 200, body: { ...(body as SiteSettings), version: 4 } }),
    );
    await userEvent.click(
      await within(history).findByRole('button', { name: 'Restore the original settings' }),
    );
    expect(
      await screen.findByText('The original settings restored: the site shows them now'),
    ).toBeInTheDocument();
    const put = server?.requests.find((request) => request.method === 'PUT');
    const { updatedAt: _never, ...fields } = shipped;
    expect(put?.body).toEqual({ ...fields, version: 3 });
    const form = screen.getByRole('form', { name: 'Edit the site settings' });
    expect(within(form).getByLabelText(/^Telephone/)).toHaveValue(shipped.contactPhone);
  });

  it('gives the cursor back to its button when closed', async () => {
    const { history } = await open(() => ({ status: 400, body: { error: 'x', message: 'x' } }));
    await userEvent.click(within(history).getByRole('button', { name: 'Close the history' }));
    expect(screen.getByRole('button', { name: 'History of the site settings' })).toHaveFocus();
  });

  it('says why a restore was refused, reads the history again, and leaves the form as it was', async () => {
    const { history } = await open(() => ({
      status: 409,
      body: {
        error: 'version_conflict',
        message:
          'The site settings were changed by someone else (now version 4); reload them and apply your changes again',
      },
    }));
    await userEvent.click(
      await within(history).findByRole('button', { name: 'Restore version 2' }),
    );
    expect(
      await within(history).findByText('The earlier version was not restored'),
    ).toBeInTheDocument();
    expect(
      within(history).getByText(/press Restore again to bring back the earlier one/),
    ).toBeVisible();
    // The list is read again, so the other editor's version shows and a second Restore goes over it.
    await waitFor(() =>
      expect(
        server?.requests.filter(
          (request) => request.method === 'GET' && request.path.includes('/revisions'),
        ),
      ).toHaveLength(2),
    );
    const form = screen.getByRole('form', { name: 'Edit the site settings' });
    expect(within(form).getByLabelText(/^Telephone/)).toHaveValue('+260 977 123 456');
  });

  // A disabled button loses the cursor in a browser: a keyboard user was dropped at the top of
  // the page while a restore ran, far from the reason it was refused.
  it('keeps the cursor on Restore while it works and after a refusal, and takes one restore', async () => {
    let answer: (value: ScriptedAnswer) => void = () => undefined;
    const { history } = await open(() => new Promise((resolve) => (answer = resolve)));
    const restore = await within(history).findByRole('button', { name: 'Restore version 2' });
    await userEvent.click(restore);
    await waitFor(() => expect(restore).toHaveAttribute('aria-disabled', 'true'));
    expect(restore).toHaveFocus();
    const original = within(history).getByRole('button', { name: 'Restore the original settings' });
    expect(original).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(original);
    await userEvent.click(within(history).getByRole('button', { name: 'Restore version 1' }));
    await userEvent.click(restore);
    answer({ status: 503, body: { error: 'unavailable', message: 'Try again in a moment.' } });
    expect(
      await within(history).findByText('The earlier version was not restored'),
    ).toBeInTheDocument();
    expect(restore).toHaveFocus();
    expect(server?.requests.filter((request) => request.method !== 'GET')).toHaveLength(1);
  });
});

describe('revisionChanges', () => {
  it('compares the first save with what the site shipped, and an unchanged save says so', () => {
    const again = { ...REVISIONS[0], revision: 40, version: 4 } as SiteSettingsRevision;
    expect(revisionChanges([again, ...REVISIONS], 0)).toBe('saved with nothing changed');
    expect(revisionChanges(REVISIONS, 2)).toBe('changed “Telephone”');
    // The oldest listed, when older ones were cut off, cannot say what it changed.
    expect(revisionChanges(REVISIONS.slice(0, 1), 0)).toBe('saved');
  });
});
