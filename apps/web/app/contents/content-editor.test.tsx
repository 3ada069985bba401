import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../dates/format-date';
import { scriptedClient } from '../test-support/editor-session';
import { TestProviders } from '../test-support/render-route';
import {
  DROP_CONNECTION,
  type ScriptedAnswer,
  type ScriptedRequest,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { ContentManager } from './content-manager';

const PICTURED = {
  id: 4,
  title: 'Office moved',
  body: 'The secretariat is now in Rhodes Park.',
  imageUrl: 'https://images.example.org/office.jpg',
  imageAlt: '',
  showUntil: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  version: 1,
};

const EDITOR = {
  status: 'SUCCESSFUL',
  content: { user: { id: 2, username: 'demo.editor', status: 'ACTIVE', role: 'editor' } },
  message: 'ok',
};

let server: ScriptedServer | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await server?.close();
  server = undefined;
});

/** A notice whose "show until" day is long past: only an editor's list still holds it. */
const ENDED = {
  ...PICTURED,
  id: 6,
  title: 'AGM registration closes Friday',
  imageUrl: null,
  showUntil: '2026-11-06',
  version: 2,
};

/** The notices as an editor sees them, the server answering `answer` beside the editor's session. */
async function openAsEditor(
  answer: (
    request: ScriptedRequest,
  ) => ScriptedAnswer | typeof DROP_CONNECTION | Promise<ScriptedAnswer> | undefined,
) {
  server = await startScriptedServer((request) => {
    if (request.path === '/coaz/api/current') return { status: 200, body: EDITOR };
    const answered = answer(request);
    if (answered) return answered;
    if (request.method === 'GET' && request.path === '/api/contents') {
      return { status: 200, body: [ENDED, PICTURED] };
    }
    return undefined;
  });
  const client = scriptedClient(server.url, {
    tokens: { accessToken: 'access', refreshToken: 'refresh' },
  });
  return render(
    <TestProviders client={client}>
      <ContentManager />
    </TestProviders>,
  );
}

const sent = (method: string) =>
  server?.requests.filter(
    (request) => request.method === method && request.path === '/api/contents',
  ) ?? [];

describe('the notice editor', () => {
  it('names its picture chooser as the studio does: Choose a picture, or Replace the picture', async () => {
    const { container } = await openAsEditor(() => undefined);
    const add = await screen.findByRole('form', { name: 'Add a notice' });
    expect(within(add).getByLabelText('Choose a picture')).toHaveAttribute('type', 'file');
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Edit “${PICTURED.title}”, ${formatDate(PICTURED.createdAt)}`,
      }),
    );
    const edit = screen.getByRole('form', { name: `Edit “${PICTURED.title}”` });
    expect(within(edit).getByLabelText('Replace the picture')).toHaveAttribute('type', 'file');
    await expectNoAxeViolations(container);
  });

  it('offers to take a chosen picture away in the studio’s words: Remove the picture', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    await openAsEditor(() => undefined);
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'clinic.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Choose a picture'), file);
    await userEvent.click(await within(form).findByRole('button', { name: 'Remove the picture' }));
    expect(within(form).queryByRole('img', { name: 'Preview of the picture' })).toBeNull();
  });

  it('refuses a picture too narrow for the notice card, as the studio refuses one for a news card', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    // jsdom decodes no pictures: the browser's decoder stands in, for a 12 pixel icon.
    vi.stubGlobal('createImageBitmap', async () => ({ width: 12, height: 12 }));
    await openAsEditor(() => undefined);
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'icon.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Choose a picture'), file);
    expect(await within(form).findByText(/“icon\.png” is 12 pixels wide/)).toBeInTheDocument();
    expect(within(form).queryByRole('img', { name: 'Preview of the picture' })).toBeNull();
    vi.unstubAllGlobals();
  });

  it('keeps a title pasted past the limit whole and says it is too long, sending nothing', async () => {
    await openAsEditor(() => undefined);
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    const long = `${'The branch elections are postponed '.repeat(12)}until further notice`;
    await userEvent.click(within(form).getByLabelText(/^Title/));
    await userEvent.paste(long);
    await userEvent.type(within(form).getByLabelText(/^Text/), 'New dates follow.');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    const title = within(form).getByLabelText(/^Title/);
    expect(title).toHaveValue(long);
    expect(title).toHaveAccessibleDescription(
      expect.stringContaining(`Too long: at most 200 characters; this has ${long.length}`),
    );
    expect(sent('POST')).toHaveLength(0);
  });

  it('takes text pasted from Word as the editor saw it, not as refused control codes', async () => {
    await openAsEditor(({ method, body }) =>
      method === 'POST'
        ? { status: 201, body: { ...PICTURED, id: 9, ...(body as object) } }
        : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    await userEvent.click(within(form).getByLabelText(/^Title/));
    // Word's manual line break is a vertical tab; its curly apostrophe, read as Windows-1252, U+0092.
    await userEvent.paste('Members\u0092 day\u000bin Kabwe');
    await userEvent.click(within(form).getByLabelText(/^Text/));
    await userEvent.paste('Dear members,\u000bthe AGM is on Friday.\u0007');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]?.body).toMatchObject({
      title: 'Members’ day in Kabwe',
      body: 'Dear members,\nthe AGM is on Friday.',
    });
  });

  it('publishes a notice with the last day it is shown, read back in words before saving', async () => {
    await openAsEditor(({ method, body }) =>
      method === 'POST'
        ? { status: 201, body: { ...PICTURED, id: 9, imageUrl: null, ...(body as object) } }
        : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    await userEvent.type(within(form).getByLabelText(/^Title/), 'Nominations close');
    await userEvent.type(within(form).getByLabelText(/^Text/), 'Send them to the secretariat.');
    const showUntil = within(form).getByLabelText('Show until');
    expect(showUntil).toHaveAttribute('type', 'date');
    expect(showUntil).toHaveAccessibleDescription(/Leave it empty to show it until it is deleted/);
    fireEvent.change(showUntil, { target: { value: '2031-01-10' } });
    expect(showUntil).toHaveAccessibleDescription(
      'That is Friday 10 January 2031. Visitors see the notice through that day.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]?.body).toMatchObject({
      title: 'Nominations close',
      showUntil: '2031-01-10',
    });
  });

  it('refuses a new notice’s last day before today, keeping what was typed and sending nothing', async () => {
    await openAsEditor(() => undefined);
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    await userEvent.type(within(form).getByLabelText(/^Title/), 'Too late');
    await userEvent.type(within(form).getByLabelText(/^Text/), 'Already over.');
    fireEvent.change(within(form).getByLabelText('Show until'), {
      target: { value: '2020-01-10' },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    const showUntil = within(form).getByLabelText('Show until');
    expect(showUntil).toHaveValue('2020-01-10');
    expect(showUntil).toHaveAccessibleDescription(
      expect.stringContaining('Choose today or a later day: visitors would never see it'),
    );
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Too late');
    expect(sent('POST')).toHaveLength(0);
  });

  it('gives the first field it refuses the cursor, so a phone shows the message above the button', async () => {
    await openAsEditor(() => undefined);
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    await userEvent.type(within(form).getByLabelText(/^Title/), 'Too late');
    await userEvent.type(within(form).getByLabelText(/^Text/), 'Already over.');
    fireEvent.change(within(form).getByLabelText('Show until'), {
      target: { value: '2020-01-10' },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(within(form).getByLabelText('Show until')).toHaveFocus());
  });

  it('refuses a day left half-typed in the date control instead of publishing a notice that never ends', async () => {
    await openAsEditor(() => undefined);
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    await userEvent.type(within(form).getByLabelText(/^Title/), 'AGM registration closes Friday');
    await userEvent.type(within(form).getByLabelText(/^Text/), 'Register by Friday.');
    const showUntil = within(form).getByLabelText('Show until') as HTMLInputElement;
    // As Chrome has it after "12/11/" is typed: the value stays '' and the input is marked bad.
    Object.defineProperty(showUntil, 'validity', {
      configurable: true,
      value: { ...showUntil.validity, badInput: true, valid: false },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(showUntil).toHaveAccessibleDescription(
      expect.stringContaining(
        'Finish the date (day, month and year), or press Remove the end date',
      ),
    );
    expect(sent('POST')).toHaveLength(0);
    // Taking the half-typed day away leaves the cursor in the field, not lost with the button.
    await userEvent.click(within(form).getByRole('button', { name: 'Remove the end date' }));
    expect(showUntil).toHaveFocus();
  });

  it('asks a browser with no date picker for the one form of date it takes', async () => {
    await openAsEditor(() => undefined);
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    await userEvent.type(within(form).getByLabelText(/^Title/), 'AGM registration closes Friday');
    await userEvent.type(within(form).getByLabelText(/^Text/), 'Register by Friday.');
    const showUntil = within(form).getByLabelText('Show until');
    // A browser without a date control draws a text box, where any text can be typed, and its
    // input reads as type "text" whatever React sets.
    showUntil.setAttribute('type', 'text');
    Object.defineProperty(showUntil, 'type', {
      configurable: true,
      get: () => 'text',
      set: () => {},
    });
    fireEvent.change(showUntil, { target: { value: '11 December 2026' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(showUntil).toHaveValue('11 December 2026');
    expect(showUntil).toHaveAccessibleDescription(
      expect.stringContaining('Enter the date as year-month-day, such as 2026-12-11'),
    );
    expect(sent('POST')).toHaveLength(0);
  });

  it('puts the server’s refusal of the last day under the field, as a phone with a wrong date meets it', async () => {
    // The device's calendar let the day pass; the server's, a day ahead, does not.
    await openAsEditor(({ method }) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              error: 'validation_failed',
              message:
                'showUntil: must not be before the day the notice was published (6 December 2026)',
            },
          }
        : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    await userEvent.type(within(form).getByLabelText(/^Title/), 'AGM registration closes Friday');
    await userEvent.type(within(form).getByLabelText(/^Text/), 'Register by Friday.');
    const showUntil = within(form).getByLabelText('Show until');
    fireEvent.change(showUntil, { target: { value: '2031-01-10' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(showUntil).toHaveFocus());
    expect(showUntil).toHaveAccessibleDescription(
      expect.stringContaining(
        'Must not be before the day the notice was published (6 December 2026)',
      ),
    );
    expect(within(form).queryByText(/showUntil/)).toBeNull();
    expect(showUntil).toHaveValue('2031-01-10');
  });

  it('marks an ended notice for the editor, who can take its end date away and show it again', async () => {
    // As the server keeps it: a list read after the save has the saved notice.
    let listed: object[] = [ENDED, PICTURED];
    await openAsEditor(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/contents') return { status: 200, body: listed };
      if (method !== 'PUT') return undefined;
      const saved = { ...ENDED, ...(body as object), version: 3 };
      listed = [saved, PICTURED];
      return { status: 200, body: saved };
    });
    const ended = (await screen.findByRole('heading', { name: ENDED.title })).closest('article');
    // Said once the member is known to be an editor: a visitor can change nothing.
    await waitFor(() =>
      expect(ended).toHaveTextContent(
        'Ended: visitors saw it until 6 November 2026. Change its “Show until” day to show it again, or delete it.',
      ),
    );
    // The buttons come once the member is known to be an editor.
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Edit “${ENDED.title}”, ${formatDate(ENDED.createdAt)}`,
      }),
    );
    const form = screen.getByRole('form', { name: `Edit “${ENDED.title}”` });
    const showUntil = within(form).getByLabelText('Show until');
    expect(showUntil).toHaveValue('2026-11-06');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove the end date' }));
    expect(showUntil).toHaveValue('');
    expect(within(form).queryByRole('button', { name: 'Remove the end date' })).toBeNull();
    expect(showUntil).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(server?.requests.filter((request) => request.method === 'PUT')).toHaveLength(1),
    );
    expect(server?.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      showUntil: null,
      version: 2,
    });
    const saved = (await screen.findByRole('heading', { name: ENDED.title })).closest('article');
    await waitFor(() => expect(saved?.textContent).not.toContain('Ended'));
  });

  it("reads an ended notice's last day back as passed, not as a day visitors will see it through", async () => {
    await openAsEditor(() => undefined);
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Edit “${ENDED.title}”, ${formatDate(ENDED.createdAt)}`,
      }),
    );
    const form = screen.getByRole('form', { name: `Edit “${ENDED.title}”` });
    const said = within(form).getByLabelText('Show until').getAttribute('aria-describedby') ?? '';
    const hint = said
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(hint).toMatch(/That is Friday 6 November 2026\. That day has passed/);
    expect(hint).not.toMatch(/Visitors see the notice through that day/);
  });

  it('warns, not congratulates, when a saved notice stays ended, and says what shows it again', async () => {
    await openAsEditor(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/contents') return { status: 200, body: [ENDED] };
      return method === 'PUT'
        ? { status: 200, body: { ...ENDED, ...(body as object), version: 3 } }
        : undefined;
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Edit “${ENDED.title}”, ${formatDate(ENDED.createdAt)}`,
      }),
    );
    const form = screen.getByRole('form', { name: `Edit “${ENDED.title}”` });
    await userEvent.type(within(form).getByLabelText(/^Text/), ' Late forms are not taken.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const said = await screen.findByText(
      'Saved, but not shown on the site: its last day, 6 November 2026, has passed. Change “Show until” to today or later, or remove it, to show it again',
    );
    // Read where the cursor goes (saved-announcement.tsx), so it is no status region there.
    expect(said.closest('.coaz-alert')).toHaveClass('coaz-alert--warning');
    expect(screen.queryByText('Changes saved: they are on the site now')).toBeNull();
  });

  it('stops a slow upload on request, saves nothing, keeps the typing and gives the chooser the cursor', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    let release: (answer: ScriptedAnswer) => void = () => undefined;
    await openAsEditor(({ method, path }) =>
      method === 'POST' && path === '/api/uploads'
        ? new Promise<ScriptedAnswer>((resolve) => {
            release = resolve;
          })
        : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    await userEvent.type(within(form).getByLabelText(/^Title/), 'Clinic day');
    await userEvent.type(within(form).getByLabelText(/^Text/), 'Saturday in Mongu.');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'wrong.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Choose a picture'), file);
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    await userEvent.click(await within(form).findByRole('button', { name: 'Stop the upload' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('You stopped the picture’s upload, so nothing was saved');
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Clinic day');
    expect(within(form).getByLabelText(/^Text/)).toHaveValue('Saturday in Mongu.');
    expect(within(form).getByRole('button', { name: 'Publish' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(within(form).queryByRole('button', { name: 'Stop the upload' })).toBeNull();
    await waitFor(() => expect(within(form).getByLabelText('Replace the picture')).toHaveFocus());
    release({ status: 201, body: { url: '/api/uploads/late.webp' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent('POST')).toHaveLength(0);
  });

  it('takes a phone photo over 5 MB, made smaller, and refuses a GIF over it (it may move)', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    // jsdom decodes and draws no pictures: a 12-megapixel photo and a canvas stand in.
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close() {} }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: () => undefined,
    } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob([new Uint8Array(1_000_000)], { type: 'image/jpeg' })),
    );
    const uploads: number[] = [];
    await openAsEditor(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/uploads') {
        uploads.push(String(body).length);
        return { status: 201, body: { url: '/api/uploads/clinic-1280.webp' } };
      }
      if (method === 'POST' && path === '/api/contents') {
        return { status: 201, body: { ...PICTURED, id: 9, ...(body as object) } };
      }
      return undefined;
    });
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    const large = (name: string, type: string) =>
      new File([new Uint8Array(8 * 1024 * 1024)], name, { type });
    await userEvent.upload(
      within(form).getByLabelText('Choose a picture'),
      large('banner.gif', 'image/gif'),
    );
    await waitFor(() =>
      expect(within(form).getByLabelText('Choose a picture')).toHaveAccessibleDescription(
        expect.stringContaining('That file is larger than 5 MB, the most a picture may be.'),
      ),
    );
    await userEvent.upload(
      within(form).getByLabelText('Choose a picture'),
      large('clinic.jpg', 'image/jpeg'),
    );
    await userEvent.type(within(form).getByLabelText(/^Title/), 'Clinic day');
    await userEvent.type(within(form).getByLabelText(/^Text/), 'Saturday in Mongu.');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toBeLessThan(5 * 1024 * 1024);
  });

  // Every file of a type not taken, a PDF as well, was told how to save an iPhone's HEIC photo.
  it('says plainly that a PDF is not a picture, names a HEIC photo as one, and gives the chooser the cursor', async () => {
    await openAsEditor(() => undefined);
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    const user = userEvent.setup({ applyAccept: false });
    const pdf = new File(['%PDF-1.7'], 'Minutes.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText('Choose a picture'), pdf);
    await waitFor(() =>
      expect(within(form).getByLabelText('Choose a picture')).toHaveAccessibleDescription(
        expect.stringContaining(
          '“Minutes.pdf” is not a picture. Choose a JPEG, PNG, WebP or GIF picture.',
        ),
      ),
    );
    expect(form.textContent).not.toMatch(/HEIC|iPhone/);
    await waitFor(() => expect(within(form).getByLabelText('Choose a picture')).toHaveFocus());
    const heic = new File(['x'], 'IMG_0412.heic', { type: '' });
    await user.upload(within(form).getByLabelText('Choose a picture'), heic);
    const chooser = within(form).getByLabelText('Choose a picture');
    await waitFor(() =>
      expect(chooser).toHaveAccessibleDescription(
        expect.stringContaining('“IMG_0412.heic” is a phone photo in HEIC'),
      ),
    );
    expect(form.textContent).not.toMatch(/Minutes\.pdf/);
    await userEvent.type(within(form).getByLabelText(/^Title/), 'Clinic day');
    await userEvent.type(within(form).getByLabelText(/^Text/), 'Saturday in Mongu.');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(server?.requests.filter((request) => request.path === '/api/uploads')).toHaveLength(0);
  });

  it('says a photo is being made smaller, and gives a refused file’s fresh chooser the cursor', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    // The decoder's answer is held, as a cheap phone takes seconds over a 12-megapixel photo.
    let decoded: (picture: { width: number; height: number; close(): void }) => void = () => {};
    vi.stubGlobal(
      'createImageBitmap',
      () =>
        new Promise((resolve) => {
          decoded = resolve;
        }),
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: () => undefined,
    } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob([new Uint8Array(1_000_000)], { type: 'image/jpeg' })),
    );
    await openAsEditor(() => undefined);
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    const live = within(form).getByText(
      (_, element) => element?.getAttribute('role') === 'status' && element.tagName === 'P',
    );
    expect(live).toBeEmptyDOMElement();
    const large = (name: string, type: string) =>
      new File([new Uint8Array(8 * 1024 * 1024)], name, { type });
    await userEvent.upload(
      within(form).getByLabelText('Choose a picture'),
      large('clinic.jpg', 'image/jpeg'),
    );
    expect(live).toHaveTextContent('Making the photo smaller before it is sent…');
    decoded({ width: 4000, height: 3000, close() {} });
    await waitFor(() => expect(live).toBeEmptyDOMElement());

    const photoDecoded = decoded;
    await userEvent.upload(
      within(form).getByLabelText('Replace the picture'),
      large('banner.gif', 'image/gif'),
    );
    // Every picture is decoded for its width (too narrow a one is refused) before its size is read.
    await waitFor(() => expect(decoded).not.toBe(photoDecoded));
    decoded({ width: 1200, height: 400, close() {} });
    // The photo chosen before is let go with the refused file: nothing is chosen now.
    const chooser = await within(form).findByLabelText('Choose a picture');
    await waitFor(() =>
      expect(chooser).toHaveAccessibleDescription(
        expect.stringContaining('That file is larger than 5 MB'),
      ),
    );
    expect(chooser).toHaveFocus();
  });

  it('says a notice whose answer was lost may be saved, and publishes it once when pressed again', async () => {
    const stored: object[] = [];
    await openAsEditor(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/contents') {
        return { status: 200, body: [...stored, ENDED, PICTURED] };
      }
      if (method === 'POST' && path === '/api/contents') {
        stored.push({ ...PICTURED, id: 10 + stored.length, ...(body as object) });
        return stored.length === 1 ? DROP_CONNECTION : { status: 201, body: stored.at(-1) };
      }
      return undefined;
    });
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    await userEvent.type(within(form).getByLabelText(/^Title/), 'Clinic day');
    await userEvent.type(within(form).getByLabelText(/^Text/), 'Saturday in Mongu.');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('No answer came: the notice may not be saved');
    expect(alert).toHaveTextContent('Saving again is safe');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: it is on the site now')).toBeVisible();
    expect(sent('POST')).toHaveLength(1);
  });

  /** The notices' requests by method and path, in the order sent. */
  const requested = () =>
    server?.requests
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${request.path}`) ?? [];

  // The save after "Someone deleted this notice" added it as a new notice: a new number (the home
  // page's `/news#notice-N` link, shared already, led nowhere) and a history begun again, though
  // the notice could be put back.
  it('says a notice another editor deleted meanwhile was deleted, keeps the text, and puts it back with it', async () => {
    let deleted = true;
    await openAsEditor(({ method, path, body }) => {
      if (method === 'PUT' && path === '/api/contents/4') {
        return deleted
          ? { status: 404, body: { error: 'not_found', message: 'No content entry has that id' } }
          : { status: 200, body: { ...PICTURED, ...(body as object), version: 2 } };
      }
      if (method === 'POST' && path === '/api/contents/4/put-back') {
        deleted = false;
        return { status: 200, body: PICTURED };
      }
      if (method === 'POST' && path === '/api/contents') {
        return { status: 201, body: { ...PICTURED, id: 11, ...(body as object) } };
      }
      return undefined;
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Edit “${PICTURED.title}”, ${formatDate(PICTURED.createdAt)}`,
      }),
    );
    const form = screen.getByRole('form', { name: `Edit “${PICTURED.title}”` });
    await userEvent.type(within(form).getByLabelText(/^Text/), ' Open from 08:00.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toMatch(/Someone deleted this notice/);
    expect(alert).toHaveTextContent(
      'save again to put it back with your changes, at the same address and with its history',
    );
    expect(alert.textContent).not.toMatch(/content entry|id\b|as a new notice/);
    expect(within(form).getByLabelText(/^Text/)).toHaveValue(`${PICTURED.body} Open from 08:00.`);
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: it is on the site now')).toBeVisible();
    expect(requested()).toEqual([
      'PUT /api/contents/4',
      'POST /api/contents/4/put-back',
      'PUT /api/contents/4',
    ]);
    const [putBack] =
      server?.requests.filter((request) => request.path.endsWith('/put-back')) ?? [];
    expect(putBack?.body).toEqual({ version: PICTURED.version });
    expect(
      server?.requests.filter((request) => request.method === 'PUT').at(-1)?.body,
    ).toMatchObject({
      title: PICTURED.title,
      body: `${PICTURED.body} Open from 08:00.`,
      imageUrl: PICTURED.imageUrl,
      version: PICTURED.version,
    });
  });

  it('adds a deleted notice anew only when it can no longer be put back as the form read it', async () => {
    const stored: object[] = [];
    await openAsEditor(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/contents') {
        return { status: 200, body: [...stored, ENDED, PICTURED] };
      }
      if (method === 'PUT') {
        return {
          status: 404,
          body: { error: 'not_found', message: 'No content entry has that id' },
        };
      }
      // Deleted at another version than the one this form opened.
      if (method === 'POST' && path === '/api/contents/4/put-back') {
        return {
          status: 409,
          body: {
            error: 'version_conflict',
            message:
              'This entry was changed by someone else (now version 2); reload it and apply your changes again',
          },
        };
      }
      if (method === 'POST' && path === '/api/contents') {
        stored.push({ ...PICTURED, id: 11, ...(body as object) });
        return { status: 201, body: stored.at(-1) };
      }
      return undefined;
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Edit “${PICTURED.title}”, ${formatDate(PICTURED.createdAt)}`,
      }),
    );
    const form = screen.getByRole('form', { name: `Edit “${PICTURED.title}”` });
    await userEvent.type(within(form).getByLabelText(/^Text/), ' Open from 08:00.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await within(form).findByRole('alert');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: it is on the site now')).toBeVisible();
    expect(requested()).toEqual([
      'PUT /api/contents/4',
      'POST /api/contents/4/put-back',
      'POST /api/contents',
    ]);
    expect(sent('POST')[0]?.body).toMatchObject({
      title: PICTURED.title,
      body: `${PICTURED.body} Open from 08:00.`,
      imageUrl: PICTURED.imageUrl,
    });
    expect(sent('POST')[0]?.body).not.toHaveProperty('version');
  });

  // A disabled button loses the cursor in a browser: a keyboard user was dropped at the top of
  // the page while the notice saved.
  it('keeps the cursor on Save changes while it saves, takes no second save, and Cancel waits', async () => {
    let answer: (value: ScriptedAnswer) => void = () => undefined;
    await openAsEditor(({ method }) =>
      method === 'PUT' ? new Promise((resolve) => (answer = resolve)) : undefined,
    );
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Edit “${PICTURED.title}”, ${formatDate(PICTURED.createdAt)}`,
      }),
    );
    const form = screen.getByRole('form', { name: `Edit “${PICTURED.title}”` });
    const title = within(form).getByLabelText(/^Title/);
    await userEvent.type(title, ' again');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const busy = await within(form).findByRole('button', { name: 'Saving…' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    const cancel = within(form).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cancel);
    await userEvent.type(title, '{Enter}');
    await userEvent.click(busy);
    answer({ status: 503, body: { error: 'unavailable', message: 'Try again in a moment.' } });
    expect(await within(form).findByText(/Try again in a moment/)).toBeVisible();
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Save changes' })).toHaveFocus(),
    );
    expect(title).toHaveValue(`${PICTURED.title} again`);
    expect(server?.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    // Said beside Save, which keeps the cursor: at the top of the form it was out of sight on a
    // phone. No field stands between the message and the button.
    const said = within(form).getByRole('alert');
    expect(said).toHaveTextContent('The notice was not saved');
    for (const field of form.querySelectorAll('input, textarea, select')) {
      expect(said.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    }
  });
});
