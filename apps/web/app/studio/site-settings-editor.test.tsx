import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathAfterSessionEnd } from '../api/site-providers';
import { defaultSiteSettings, type SiteSettings } from '../site/site-settings';
import { answerEditorSession, scriptedClient } from '../test-support/editor-session';
import { TestProviders } from '../test-support/render-route';
import {
  DROP_CONNECTION,
  type ScriptedAnswer,
  type ScriptedRequest,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { SiteSettingsEditor } from './site-settings-editor';
import { splitPath } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const saved: SiteSettings = { ...defaultSiteSettings(), version: 4 };

/** The services as an editor meets them; `put` answers the save. */
async function open(
  put: (
    body: Record<string, unknown>,
  ) => ScriptedAnswer | typeof DROP_CONNECTION | Promise<ScriptedAnswer>,
  session = { ended: false },
  read: () => SiteSettings = () => saved,
  upload: () => Promise<ScriptedAnswer> | undefined = () => undefined,
) {
  server = await startScriptedServer(({ method, path, body }: ScriptedRequest) => {
    const { pathname } = splitPath(path);
    const answer = answerEditorSession(session, pathname);
    if (answer) return answer;
    if (method === 'POST' && pathname === '/api/uploads') return upload();
    if (pathname !== '/api/site-settings') return undefined;
    if (method === 'GET') return { status: 200, body: read() };
    return method === 'PUT' ? put(body as Record<string, unknown>) : undefined;
  });
  let next: string | undefined;
  const client = scriptedClient(server.url, {
    tokens: { accessToken: 'a1', refreshToken: 'r1' },
    onSessionExpired: () => {
      next = pathAfterSessionEnd();
    },
  });
  const { container } = render(
    <TestProviders client={client}>
      <SiteSettingsEditor />
    </TestProviders>,
  );
  const form = await screen.findByRole('form', { name: 'Edit the site settings' });
  return { form, container, server, nextPath: () => next };
}

const puts = () => server?.requests.filter((request) => request.method === 'PUT') ?? [];

describe('the site settings in the studio', () => {
  it('opens with what is saved, and saves an edit with the version it read', async () => {
    const { form, container } = await open((body) => ({
      status: 200,
      body: { ...saved, ...body, version: 5 },
    }));
    const phone = within(form).getByLabelText(/^Telephone/);
    expect(phone).toHaveValue(saved.contactPhone);
    expect(within(form).getByLabelText(/^Story text/)).toHaveValue(
      saved.storyParagraphs.join('\n'),
    );
    await expectNoAxeViolations(container);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+260 211 255 255');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the settings' }));
    expect(
      await screen.findByText('Saved: the site shows the new settings now'),
    ).toBeInTheDocument();
    expect(puts().at(-1)?.body).toMatchObject({
      version: 4,
      contactPhone: '+260 211 255 255',
      storyParagraphs: saved.storyParagraphs,
      slide3Headline: null,
      storyPicture: null,
    });
  });

  it('says what is wrong at each field and above the form, sends nothing, and keeps the text', async () => {
    const { form } = await open(() => ({ status: 500, body: {} }));
    const phone = within(form).getByLabelText(/^Telephone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, 'ring us');
    await userEvent.clear(within(form).getByLabelText(/^Closes at/));
    await userEvent.type(within(form).getByLabelText(/^Closes at/), '07:00');
    await userEvent.type(within(form).getByLabelText(/^Slide 3: line above/), 'Half a slide');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the settings' }));

    expect(within(form).getByText('Some fields need attention')).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Enter a telephone number such as +260 761 234 390'),
    );
    expect(phone).toHaveFocus();
    expect(within(form).getByLabelText(/^Closes at/)).toHaveAccessibleDescription(
      expect.stringContaining('The office must close later than it opens'),
    );
    expect(within(form).getByLabelText(/^Slide 3: headline/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter the headline for slide 3 to show'),
    );
    expect(phone).toHaveValue('ring us');
    expect(puts()).toHaveLength(0);
  });

  it("puts the server's refusal beside its field in the form's words", async () => {
    const { form } = await open(() => ({
      status: 400,
      body: {
        error: 'validation_failed',
        message: 'contactEmail: must be an e-mail address such as info@coaz.org',
      },
    }));
    const email = within(form).getByLabelText(/^E-mail address/);
    await userEvent.clear(email);
    await userEvent.type(email, 'office@coaz.org.zm');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the settings' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('E-mail address: must be an e-mail address'),
      ),
    );
    expect(within(form).getByText('Some fields need attention')).toBeInTheDocument();
    expect(email).toHaveValue('office@coaz.org.zm');
  });

  it('stops a slow upload on request and gives the cursor to that picture’s file chooser', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    let release: (answer: ScriptedAnswer) => void = () => undefined;
    const { form } = await open(
      (body) => ({ status: 200, body: { ...saved, ...body, version: 5 } }),
      undefined,
      undefined,
      () =>
        new Promise<ScriptedAnswer>((resolve) => {
          release = resolve;
        }),
    );
    // Slide 1's picture, not the story's, which comes first in the form.
    const slide = within(form).getByRole('group', { name: 'Carousel: slide 1' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'wrong.png', { type: 'image/png' });
    await userEvent.upload(within(slide).getByLabelText(/^Choose a slide 1 picture$/), file);
    await userEvent.type(within(slide).getByLabelText(/^Alt text/), 'Members at the AGM');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the settings' }));
    await userEvent.click(await within(form).findByRole('button', { name: 'Stop the upload' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You stopped the picture’s upload, so nothing was saved',
    );
    const chooser = within(slide).getByLabelText(/^Replace the slide 1 picture$/);
    await waitFor(() => expect(chooser).toHaveFocus());
    expect(within(slide).getByLabelText(/^Alt text/)).toHaveValue('Members at the AGM');
    release({ status: 201, body: { url: '/api/uploads/late.webp' } });
    expect(puts()).toHaveLength(0);
  });

  it('takes Stop the upload away once the picture is stored, while the settings save', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    let release: () => void = () => undefined;
    const { form } = await open(
      (body) =>
        new Promise<ScriptedAnswer>((resolve) => {
          release = () => resolve({ status: 200, body: { ...saved, ...body, version: 5 } });
        }) as unknown as ScriptedAnswer,
      undefined,
      undefined,
      async () => ({ status: 201, body: { url: '/api/uploads/agm-1600.webp' } }),
    );
    const slide = within(form).getByRole('group', { name: 'Carousel: slide 1' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'agm.png', { type: 'image/png' });
    await userEvent.upload(within(slide).getByLabelText(/^Choose a slide 1 picture$/), file);
    await userEvent.type(within(slide).getByLabelText(/^Alt text/), 'Members at the AGM');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(within(form).queryByRole('button', { name: 'Stop the upload' })).toBeNull();
    release();
  });

  it('offers their version or saving over it when someone saved first', async () => {
    const { form } = await open(() => ({
      status: 409,
      body: { error: 'version_conflict', message: 'changed by someone else' },
    }));
    await userEvent.type(within(form).getByLabelText(/^Office days/), ' and Saturday');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the settings' }));
    expect(await within(form).findByText('Someone else saved this first')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Office days/)).toHaveValue(
      'Monday to Friday and Saturday',
    );
  });

  it('takes a 409 after a lost answer for its own save that arrived, not for another editor', async () => {
    let current = saved;
    const { form } = await open(
      (body) => {
        if (body.version !== current.version) {
          return { status: 409, body: { error: 'version_conflict', message: 'changed' } };
        }
        // Stored, then the signal drops before the answer reaches the phone.
        current = { ...current, ...body, version: current.version + 1 } as SiteSettings;
        return DROP_CONNECTION;
      },
      { ended: false },
      () => current,
    );
    await userEvent.type(within(form).getByLabelText(/^Office days/), ' and Saturday');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the settings' }));
    expect(
      await within(form).findByText('No answer came: the site settings may not be saved'),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save the settings' }));
    expect(
      await screen.findByText('Saved: the site shows the new settings now'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Someone else saved this first')).toBeNull();
    expect(puts()).toHaveLength(2);
  });

  it('saves mine over theirs without undoing their change to a field I did not touch', async () => {
    const theirs: SiteSettings = {
      ...saved,
      storyHeading: 'Clinics reopened in Mongu',
      version: 5,
    };
    let current = saved;
    const { form } = await open(
      (body) =>
        body.version === 5
          ? { status: 200, body: { ...theirs, ...body, version: 6 } }
          : {
              status: 409,
              body: { error: 'version_conflict', message: 'changed by someone else' },
            },
      { ended: false },
      () => current,
    );
    // Another editor saves while this one types: the next read is theirs.
    current = theirs;
    await userEvent.type(within(form).getByLabelText(/^Office days/), ' and Saturday');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the settings' }));
    await userEvent.click(
      await within(form).findByRole('button', { name: 'Save mine over theirs' }),
    );
    expect(
      await screen.findByText('Saved: the site shows the new settings now'),
    ).toBeInTheDocument();
    expect(puts().at(-1)?.body).toMatchObject({
      version: 5,
      officeDays: 'Monday to Friday and Saturday',
      storyHeading: 'Clinics reopened in Mongu',
    });
  });

  it('undoes my changes back to their version once I loaded it, not to the one I opened', async () => {
    const theirs: SiteSettings = {
      ...saved,
      storyHeading: 'Clinics reopened in Mongu',
      version: 5,
    };
    let current = saved;
    const { form } = await open(
      () => ({ status: 409, body: { error: 'version_conflict', message: 'changed' } }),
      { ended: false },
      () => current,
    );
    current = theirs;
    await userEvent.type(within(form).getByLabelText(/^Office days/), ' and Saturday');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the settings' }));
    await userEvent.click(await within(form).findByRole('button', { name: /Load their version/ }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Story heading/)).toHaveValue(theirs.storyHeading),
    );
    await userEvent.type(within(form).getByLabelText(/^Office days/), ' only');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(within(form).getByRole('button', { name: 'Undo my changes' }));
    expect(within(form).getByLabelText(/^Story heading/)).toHaveValue(theirs.storyHeading);
    expect(within(form).getByLabelText(/^Office days/)).toHaveValue(theirs.officeDays);
  });

  // A disabled button loses the cursor in a browser: a keyboard user was dropped at the top of
  // the page while the settings saved.
  it('keeps the cursor on Save while it saves, takes no second save, and Undo waits', async () => {
    let answer: (value: ScriptedAnswer) => void = () => undefined;
    const { form } = await open(() => new Promise((resolve) => (answer = resolve)));
    const days = within(form).getByLabelText(/^Office days/);
    await userEvent.type(days, ' and Saturday');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the settings' }));
    const busy = await within(form).findByRole('button', { name: 'Saving…' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await userEvent.type(days, '{Enter}');
    const undo = within(form).getByRole('button', { name: 'Undo my changes' });
    expect(undo).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(undo);
    expect(days).toHaveValue(`${saved.officeDays} and Saturday`);
    answer({ status: 503, body: { error: 'unavailable', message: 'Try again in a moment.' } });
    expect(await within(form).findByText('Try again in a moment.')).toBeVisible();
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Save the settings' })).toHaveFocus(),
    );
    expect(days).toHaveValue(`${saved.officeDays} and Saturday`);
    expect(puts()).toHaveLength(1);
    // Said beside Save, which keeps the cursor: at the top of the form it was out of sight on a
    // phone. No field stands between the message and the button.
    const said = within(form).getByRole('alert');
    for (const field of form.querySelectorAll('input, textarea, select')) {
      expect(said.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    }
  });

  // Beside Save on a phone, a slip of the thumb on Undo dropped every change typed, with no way
  // back; the other forms' Cancel asks first.
  it('asks before Undo my changes drops what was typed, and keeps it when told to', async () => {
    const { form } = await open(() => ({ status: 200, body: saved }));
    const days = within(form).getByLabelText(/^Office days/);
    const asked = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(within(form).getByRole('button', { name: 'Undo my changes' }));
    expect(asked).not.toHaveBeenCalled();
    await userEvent.type(days, ' and Saturday');
    await userEvent.click(within(form).getByRole('button', { name: 'Undo my changes' }));
    expect(asked).toHaveBeenCalledWith(
      'Your changes to this form are not saved. OK drops them; Cancel goes back to the form.',
    );
    expect(days).toHaveValue(`${saved.officeDays} and Saturday`);
    asked.mockReturnValue(true);
    await userEvent.click(within(form).getByRole('button', { name: 'Undo my changes' }));
    expect(days).toHaveValue(saved.officeDays);
  });

  it('warns before the tab closes while the form holds unsaved typing, and not before', async () => {
    const { form } = await open(() => ({ status: 200, body: saved }));
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leaving()).toBe(false);
    await userEvent.type(within(form).getByLabelText(/^Office days/), ' and Saturday');
    expect(leaving()).toBe(true);
  });

  it('keeps what was typed when the session ends, and opens with it after the login', async () => {
    const session = { ended: false };
    const first = await open(() => ({ status: 401, body: {} }), session);
    await userEvent.type(within(first.form).getByLabelText(/^Story heading/), ' in 2026');
    session.ended = true;
    await userEvent.click(within(first.form).getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(first.nextPath()).toBe('/login?session=ended'));
    // The page leaves for the login with the text kept: no "leave this page?" in the way.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(false);
    const kept = sessionStorage.getItem('coaz.studio.unsaved.site-settings.1');
    expect(kept).toContain(`${saved.storyHeading} in 2026`);
    cleanup();

    // After the login (a new session), the section opens with the kept text.
    session.ended = false;
    render(
      <TestProviders
        client={scriptedClient(first.server.url, {
          tokens: { accessToken: 'a2', refreshToken: 'r2' },
        })}
      >
        <SiteSettingsEditor />
      </TestProviders>,
    );
    const restored = await screen.findByRole('form', { name: 'Edit the site settings' });
    expect(within(restored).getByLabelText(/^Story heading/)).toHaveValue(
      `${saved.storyHeading} in 2026`,
    );
    expect(
      within(restored).getByText('Restored what you typed before you were signed out'),
    ).toBeInTheDocument();
  });
});
