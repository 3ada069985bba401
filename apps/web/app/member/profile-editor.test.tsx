import { Blob as NodeBlob } from 'node:buffer';
import type { MemberProfile } from '@coaz/api-client/membership';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedClient } from '../test-support/editor-session';
import { expectNoLiveRegion, problemSummary } from '../test-support/form-messages';
import { buildUploadFormsWithNode } from '../test-support/node-form-data';
import { TestProviders, testApiClient } from '../test-support/render-route';
import {
  type ScriptedAnswer,
  type ScriptedRequest,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { ProfileEditor } from './profile-editor';

const PROFILE: MemberProfile = {
  firstName: 'Sample',
  lastName: 'Member',
  email: 'sample.member@example.org',
  phoneNumber: '260971234567',
  districtId: 7,
  provinceId: 2,
  country: null,
  mayLiveAbroad: false,
  hasPhoto: false,
};
const DISTRICTS = [
  { id: 7, name: 'Kabwe', province: 'Central', provinceId: 2 },
  { id: 9, name: 'Ndola', province: 'Copperbelt', provinceId: 3 },
];

buildUploadFormsWithNode();

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
});

/** Renders the editor against a server that answers every change with `onChange`. */
async function renderEditor(
  onChange: (request: ScriptedRequest) => ScriptedAnswer | Promise<ScriptedAnswer>,
) {
  server = await startScriptedServer((request) => {
    if (request.path === '/coaz/api/profile' && request.method === 'GET')
      return { status: 200, body: PROFILE };
    if (request.path === '/coaz/api/districts') return { status: 200, body: DISTRICTS };
    if (request.method !== 'GET') return onChange(request);
    return undefined;
  });
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <main>
        <ProfileEditor />
      </main>
    </TestProviders>,
  );
  await screen.findByRole('option', { name: 'Kabwe, Central' });
  await vi.waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue(PROFILE.email));
  return view;
}

const changes = () => server?.requests.filter((request) => request.method !== 'GET') ?? [];
const refusal = (status: number, error: string, message: string) => ({
  status,
  body: { error, message },
});

/** Expects `field` marked invalid, described by `message`, with the cursor in it. */
function expectRefusedAt(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field).toHaveFocus();
}

describe('ProfileEditor', () => {
  it('names a malformed e-mail at the field, keeps it and sends nothing', async () => {
    const { container } = await renderEditor(() => ({ status: 200, body: PROFILE }));
    const email = screen.getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'bad@');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expectRefusedAt(email, 'Enter an e-mail address such as name@example.org');
    expect(email).toHaveValue('bad@');
    // The summary lists every problem of the form at once, the e-mail first.
    const details = screen.getByRole('form', { name: 'Contact details' });
    expect(problemSummary(details)).toHaveTextContent(
      'E-mail: Enter an e-mail address such as name@example.org',
    );
    expect(changes()).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('puts the server’s refusal of the district beside the district, as a sentence', async () => {
    await renderEditor(() =>
      refusal(422, 'unknown_district', 'districtId: no district has that id'),
    );
    await userEvent.selectOptions(screen.getByLabelText(/^District/), 'Ndola, Copperbelt');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    const district = screen.getByLabelText(/^District/);
    await vi.waitFor(() => expectRefusedAt(district, 'No district has that id'));
    expect(district).toHaveValue('9');
  });

  it('saves the district alone without asking for the password', async () => {
    await renderEditor(() => ({ status: 200, body: { ...PROFILE, districtId: 9 } }));
    const details = screen.getByRole('form', { name: 'Contact details' });
    expect(within(details).queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^District/), 'Ndola, Copperbelt');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByText('Your details are saved.');
    expect(changes().map((request) => request.body)).toEqual([
      { email: PROFILE.email, districtId: 9 },
    ]);
  });

  it('sends a save once on a slow connection, saying so on its button meanwhile', async () => {
    let answer: (reply: ScriptedAnswer) => void = () => undefined;
    await renderEditor(() => new Promise<ScriptedAnswer>((resolve) => (answer = resolve)));
    await userEvent.selectOptions(screen.getByLabelText(/^District/), 'Ndola, Copperbelt');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    const saving = await screen.findByRole('button', { name: 'Saving your details…' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    // Nothing seemed to happen, so the member presses again.
    await userEvent.click(saving);
    await vi.waitFor(() => expect(changes()).toHaveLength(1));
    answer({ status: 200, body: { ...PROFILE, districtId: 9 } });
    await screen.findByText('Your details are saved.');
    expect(screen.getByRole('button', { name: 'Save details' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(changes()).toHaveLength(1);
  });

  it('asks for one code for a new number however often Send is pressed while it is sent', async () => {
    let answer: (reply: ScriptedAnswer) => void = () => undefined;
    await renderEditor(() => new Promise<ScriptedAnswer>((resolve) => (answer = resolve)));
    await userEvent.type(screen.getByLabelText(/^New mobile number/), '0955444333');
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new number' }));
    const sending = await screen.findByRole('button', { name: 'Sending the code…' });
    await userEvent.click(sending);
    // The second press neither sends nor complains of the password the first one took.
    expect(screen.queryByText('Enter your current password')).not.toBeInTheDocument();
    answer({ status: 202, body: { message: 'sent' } });
    await screen.findByLabelText(/^Code sent to the new number/);
    expect(changes()).toHaveLength(1);
  });

  it('sends the current password with a changed e-mail, then forgets it', async () => {
    await renderEditor(() => ({ status: 200, body: { ...PROFILE, email: 'new@example.org' } }));
    const details = screen.getByRole('form', { name: 'Contact details' });
    const email = screen.getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.org');
    const password = within(details).getByLabelText(/^Current password/);
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.type(password, 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByText('Your details are saved.');
    expect(changes().map((request) => [request.path, request.body])).toEqual([
      [
        '/coaz/api/profile',
        { email: 'new@example.org', districtId: 7, currentPassword: 'Demo-2026!' },
      ],
    ]);
    expect(password).toHaveValue('');
  });

  it('asks for the password of a changed e-mail beside it and in the summary, sending nothing', async () => {
    const { container } = await renderEditor(() => ({ status: 200, body: PROFILE }));
    const email = screen.getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    const details = screen.getByRole('form', { name: 'Contact details' });
    const password = within(details).getByLabelText(/^Current password/);
    expectRefusedAt(password, 'Enter your current password');
    expect(problemSummary(details)).toHaveTextContent(
      'Current password: Enter your current password',
    );
    expect(email).toHaveValue('new@example.org');
    expect(changes()).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('says a wrong password for the e-mail at its field and in the summary, keeps the e-mail, not the password', async () => {
    const { container } = await renderEditor(() =>
      refusal(403, 'wrong_password', 'currentPassword: the password is not right'),
    );
    const email = screen.getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.org');
    const details = screen.getByRole('form', { name: 'Contact details' });
    const password = within(details).getByLabelText(/^Current password/);
    await userEvent.type(password, 'not-my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await vi.waitFor(() => expectRefusedAt(password, 'The password is not right'));
    expect(problemSummary(details)).toHaveTextContent(
      'Current password: The password is not right',
    );
    expect(email).toHaveValue('new@example.org');
    expect(password).toHaveValue('');
    expect(screen.queryByText('Your details are saved.')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('names a number that is not a Zambian mobile at the field and sends nothing', async () => {
    await renderEditor(() => ({ status: 202, body: { message: 'sent' } }));
    const phone = screen.getByLabelText(/^New mobile number/);
    await userEvent.type(phone, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new number' }));
    expectRefusedAt(phone, 'Enter a Zambian mobile number such as 0971234567');
    expect(phone).toHaveValue('123');
    expect(changes()).toEqual([]);
  });

  it('puts the server’s refusal of the number beside it, starting with a capital', async () => {
    await renderEditor(() =>
      refusal(
        400,
        'validation_failed',
        'phoneNumber: enter a Zambian mobile number such as 0971234567',
      ),
    );
    const phone = screen.getByLabelText(/^New mobile number/);
    await userEvent.type(phone, '0941234567');
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new number' }));
    await vi.waitFor(() =>
      expectRefusedAt(phone, 'Enter a Zambian mobile number such as 0971234567'),
    );
    expect(phone).toHaveValue('0941234567');
  });

  it('says a wrong code at the code field, and a failure of no field above the form', async () => {
    let codeAnswer = refusal(400, 'invalid_code', 'That code is not right; 2 tries left');
    await renderEditor(({ path }) =>
      path === '/coaz/api/profile/phone' ? { status: 202, body: { message: 'sent' } } : codeAnswer,
    );
    await userEvent.type(screen.getByLabelText(/^New mobile number/), '0955444333');
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new number' }));
    const code = await screen.findByLabelText(/^Code sent to the new number/);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the new number' }));
    await vi.waitFor(() => expectRefusedAt(code, 'That code is not right; 2 tries left'));
    expect(code).toHaveValue('123456');

    codeAnswer = refusal(503, 'service_unavailable', 'The service is briefly unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the new number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is briefly unavailable',
    );
    expect(code).not.toHaveAttribute('aria-invalid');
  });

  // Enter in the code field leaves the cursor there: the error is said, not only drawn.
  it('says a short code politely when Enter is pressed in the code field', async () => {
    await renderEditor(() => ({ status: 202, body: { message: 'sent' } }));
    await userEvent.type(screen.getByLabelText(/^New mobile number/), '0955444333');
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new number' }));
    const code = await screen.findByLabelText(/^Code sent to the new number/);
    await vi.waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, '12{Enter}');
    expect(code).toHaveFocus();
    const form = code.closest('form') as HTMLFormElement;
    await vi.waitFor(() =>
      expect(form.querySelector('[aria-live="polite"]')).toHaveTextContent(
        'Enter the six digits of the code',
      ),
    );
  });

  it('puts the cursor in the code field once the code is sent, and on the confirmation after', async () => {
    await renderEditor(({ path }) =>
      path === '/coaz/api/profile/phone'
        ? { status: 202, body: { message: 'sent' } }
        : { status: 200, body: { ...PROFILE, phoneNumber: '260955444333' } },
    );
    await userEvent.type(screen.getByLabelText(/^New mobile number/), '0955444333');
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new number' }));
    // The pressed button's form is gone: the cursor goes on to the next step, not to the page top.
    const code = await screen.findByLabelText(/^Code sent to the new number/);
    await vi.waitFor(() => expect(code).toHaveFocus());
    // Said once, with the field: a status as well, it was read twice.
    expect(code).toHaveAccessibleDescription(
      'Sent: A six-digit code is on its way to 0955 444 333. It is valid for 10 minutes.',
    );
    expectNoLiveRegion(screen.getByText(/is on its way to/));
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the new number' }));
    const confirmed = await screen.findByText('Your new phone number is confirmed.');
    const line = confirmed.closest<HTMLElement>('[tabindex="-1"]');
    await vi.waitFor(() => expect(line).toHaveFocus());
    // Read where the cursor is, and only there.
    expectNoLiveRegion(line as HTMLElement);
  });

  it('sends the current password with the new number, then forgets it', async () => {
    await renderEditor(() => ({ status: 202, body: { message: 'sent' } }));
    const password = screen.getByLabelText(/^Current password/);
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.type(screen.getByLabelText(/^New mobile number/), '0955444333');
    await userEvent.type(password, 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new number' }));
    await screen.findByLabelText(/^Code sent to the new number/);
    expect(changes().map((request) => [request.path, request.body])).toEqual([
      ['/coaz/api/profile/phone', { phoneNumber: '0955444333', currentPassword: 'Demo-2026!' }],
    ]);
  });

  it('asks for the current password beside the number and in the summary, sending nothing', async () => {
    const { container } = await renderEditor(() => ({ status: 202, body: { message: 'sent' } }));
    const phone = screen.getByLabelText(/^New mobile number/);
    await userEvent.type(phone, '0955444333');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new number' }));
    const password = screen.getByLabelText(/^Current password/);
    expectRefusedAt(password, 'Enter your current password');
    const form = screen.getByRole('form', { name: 'Change the phone number' });
    expect(problemSummary(form)).toHaveTextContent('Current password: Enter your current password');
    expect(phone).toHaveValue('0955444333');
    expect(changes()).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('says a wrong password at its field and in the summary, keeps the number, not the password', async () => {
    const { container } = await renderEditor(() =>
      refusal(403, 'wrong_password', 'currentPassword: the password is not right'),
    );
    const phone = screen.getByLabelText(/^New mobile number/);
    const password = screen.getByLabelText(/^Current password/);
    await userEvent.type(phone, '0955444333');
    await userEvent.type(password, 'not-my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new number' }));
    await vi.waitFor(() => expectRefusedAt(password, 'The password is not right'));
    const form = screen.getByRole('form', { name: 'Change the phone number' });
    expect(problemSummary(form)).toHaveTextContent('Current password: The password is not right');
    expect(phone).toHaveValue('0955444333');
    expect(password).toHaveValue('');
    expect(screen.queryByLabelText(/^Code sent to the new number/)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('asks for a photo at the photo field before sending anything', async () => {
    const { container } = await renderEditor(() => ({ status: 200, body: PROFILE }));
    await userEvent.click(screen.getByRole('button', { name: 'Save photo' }));
    expectRefusedAt(screen.getByLabelText(/^Photo/), 'Choose a photo');
    expect(changes()).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('names a photo over 5 MB at the field and sends nothing', async () => {
    await renderEditor(() => ({ status: 200, body: PROFILE }));
    const photo = screen.getByLabelText(/^Photo/);
    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(photo, large);
    await userEvent.click(screen.getByRole('button', { name: 'Save photo' }));
    expectRefusedAt(photo, 'The photo is larger than 5 MB; choose a smaller one');
    expect(changes()).toEqual([]);
  });

  it('puts the server’s refusal of a photo that is no picture beside the photo field', async () => {
    await renderEditor(() =>
      refusal(
        415,
        'unsupported_media_type',
        'photo: the photo must be a JPEG, PNG or WebP picture',
      ),
    );
    const photo = screen.getByLabelText(/^Photo/);
    await userEvent.upload(photo, new File(['minutes'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save photo' }));
    await vi.waitFor(() => expectRefusedAt(photo, 'The photo must be a JPEG, PNG or WebP picture'));
    const form = screen.getByRole('form', { name: 'Profile photo' });
    expect(within(form).getByText('Chosen: notes.txt')).toBeInTheDocument();
    expect(changes().map((request) => request.path)).toEqual(['/coaz/api/profile/photo']);
  });

  it('sends a phone photo at the width the server keeps, saying its size and the wait meanwhile', async () => {
    // jsdom decodes and draws no pictures: a 12-megapixel photo and a canvas that encodes 184 kB.
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close() {} }));
    const drawn: number[][] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: (_picture: unknown, ...box: number[]) => void drawn.push(box),
    } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type) =>
      // Node's Blob, as the File the upload is built with is Node's (buildUploadFormsWithNode).
      done(new NodeBlob(['x'.repeat(184_000)], { type: type ?? 'image/png' }) as Blob),
    );
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await renderEditor(async () => {
        await held;
        return { status: 200, body: { ...PROFILE, hasPhoto: true } };
      });
      const photo = new File([new Uint8Array(1_250_000)], 'portrait.jpg', { type: 'image/jpeg' });
      await userEvent.upload(screen.getByLabelText(/^Photo/), photo);
      await screen.findByText(/made smaller to send: 1\.2 MB → 180 KB/);
      // 1280 px wide, as the server keeps it (WIDEST_KEPT_WIDTH), not the 2560 once sent.
      expect(drawn).toEqual([[0, 0, 1280, 960]]);
      await userEvent.click(screen.getByRole('button', { name: 'Save photo' }));
      const form = screen.getByRole('form', { name: 'Profile photo' });
      const sendingNote =
        'Sending 180 KB: on slow mobile data this may take a minute. Keep this page open until it is done.';
      // Put into a live region that was there before, so a screen reader says it.
      expect(await within(form).findByText(sendingNote)).toHaveAttribute('role', 'status');
      release();
      await within(form).findByText('Your photo is saved.');
      expect(within(form).queryByText(sendingNote)).toBeNull();
      expect(changes().map((request) => request.path)).toEqual(['/coaz/api/profile/photo']);
    } finally {
      release();
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('shows the photo once saved, and clears the chosen file so it is not saved twice', async () => {
    let saved = false;
    server = await startScriptedServer((request) => {
      if (request.path === '/coaz/api/profile' && request.method === 'GET')
        return { status: 200, body: { ...PROFILE, hasPhoto: saved } };
      if (request.path === '/coaz/api/districts') return { status: 200, body: DISTRICTS };
      if (request.path === '/coaz/api/profile/photo' && request.method === 'GET')
        return saved ? { status: 200, body: 'photo bytes' } : { status: 404, body: {} };
      if (request.path === '/coaz/api/profile/photo' && request.method === 'PUT') {
        saved = true;
        return { status: 200, body: { ...PROFILE, hasPhoto: true } };
      }
      return undefined;
    });
    // jsdom has no object URLs: the photo's address is stood in for.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:saved-photo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    render(
      <TestProviders client={testApiClient(server.url)}>
        <main>
          <ProfileEditor />
        </main>
      </TestProviders>,
    );
    await screen.findByRole('option', { name: 'Kabwe, Central' });
    expect(screen.queryByRole('img', { name: /Your photo/ })).toBeNull();
    await userEvent.upload(
      screen.getByLabelText(/^Photo/),
      new File(['png'], 'portrait.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save photo' }));
    const caption = await screen.findByText('Your current photo');
    expect(caption.closest('figure')?.querySelector('img')).toHaveAttribute(
      'src',
      'blob:saved-photo',
    );
    const form = screen.getByRole('form', { name: 'Profile photo' });
    expect(within(form).getByText('Your photo is saved.')).toBeInTheDocument();
    expect(within(form).queryByText('Chosen: portrait.png')).toBeNull();
  });

  it('keeps what was typed while the saved profile was on its way', async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    server = await startScriptedServer(async (request) => {
      if (request.path === '/coaz/api/profile' && request.method === 'GET') {
        await slow;
        return { status: 200, body: PROFILE };
      }
      if (request.path === '/coaz/api/districts') return { status: 200, body: DISTRICTS };
      return undefined;
    });
    render(
      <TestProviders client={testApiClient(server.url)}>
        <main>
          <ProfileEditor />
        </main>
      </TestProviders>,
    );
    // The number on file is not yet known: never "none" to a member who has one.
    expect(screen.getByText(/^Now:/)).toHaveTextContent('Now: loading…');
    await userEvent.type(screen.getByLabelText('E-mail'), 'sample.changed@example.org');
    await userEvent.type(screen.getByLabelText(/^New mobile number/), '0961234567');
    release();
    // The saved profile arrives: the district, left empty, is filled; nothing typed is replaced.
    await vi.waitFor(() => expect(screen.getByLabelText(/^District/)).toHaveValue('7'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('sample.changed@example.org');
    expect(screen.getByLabelText(/^New mobile number/)).toHaveValue('0961234567');
    expect(screen.getByText(/^Now:/)).not.toHaveTextContent('loading');
  });

  it('comes back to the code step after a reload, saying the number, with a way back to the first step', async () => {
    server = await startScriptedServer((request) => {
      if (request.path === '/coaz/api/profile') return { status: 200, body: PROFILE };
      if (request.path === '/coaz/api/districts') return { status: 200, body: DISTRICTS };
      if (request.path === '/coaz/api/current') {
        const user = { id: 7, username: 'sample.member', status: 'ACTIVE' };
        return { status: 200, body: { status: 'SUCCESSFUL', content: { user } } };
      }
      if (request.path === '/coaz/api/profile/phone') return { status: 202, body: {} };
      return undefined;
    });
    const open = async () => {
      const client = scriptedClient(server?.url ?? '', {
        tokens: { accessToken: 'a1', refreshToken: 'r1' },
      });
      const view = render(
        <TestProviders client={client}>
          <main>
            <ProfileEditor />
          </main>
        </TestProviders>,
      );
      await screen.findByRole('option', { name: 'Kabwe, Central' });
      return view;
    };
    const first = await open();
    await vi.waitFor(() =>
      expect(server?.requests.some((request) => request.path === '/coaz/api/current')).toBe(true),
    );
    await userEvent.type(screen.getByLabelText(/^New mobile number/), '0955444333');
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new number' }));
    // Where the code went, so a mistyped number shows at once.
    expect(
      await screen.findByText(/A six-digit code is on its way to 0955 444 333\./),
    ).toBeVisible();
    // The member opens the SMS app; the phone reloads the browser's tab on the way back.
    first.unmount();
    await open();
    const code = await screen.findByLabelText(/^Code sent to the new number/);
    expect(screen.getByText(/on its way to 0955 444 333/)).toBeVisible();
    expect(changes()).toHaveLength(1);
    // The way back: the number typed is kept, the cursor in it.
    await userEvent.click(
      screen.getByRole('button', { name: 'Change the number or ask for a new code' }),
    );
    const number = screen.getByLabelText(/^New mobile number/);
    expect(number).toHaveValue('0955444333');
    await vi.waitFor(() => expect(number).toHaveFocus());
    expect(code).not.toBeInTheDocument();
  });
});
