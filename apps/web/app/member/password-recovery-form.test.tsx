import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findProblemSummary, findRefusal, problemSummary } from '../test-support/form-messages';
import { expectNewPasswordNames } from '../test-support/new-password-names';
import { TestProviders, testApiClient } from '../test-support/render-route';
import {
  DROP_CONNECTION,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { LoginForm } from './login-form';
import { PasswordRecoveryForm } from './password-recovery-form';

let server: ScriptedServer | undefined;
// Also before each test: the last test's form is unmounted after its afterEach (testing-library's
// cleanup runs last), so a state change in between could keep its code step for the next test,
// which then opened at "Choose a new password" (seen once in a loaded CI run).
beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
});

type Answer = Parameters<typeof startScriptedServer>[0];

async function renderForm(answer: Answer) {
  server = await startScriptedServer(answer);
  const onReset = vi.fn();
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <PasswordRecoveryForm onReset={onReset} />
    </TestProviders>,
  );
  return { ...view, onReset };
}

// 12:32 UTC is 14:32 in Zambia.
const CODE_SENT = {
  status: 202,
  body: { message: 'sent', newCode: true, validUntil: '2026-12-07T12:32:00.000Z' },
};
const NEWER_CODE_SENT = {
  status: 202,
  body: { message: 'sent', newCode: true, validUntil: '2026-12-07T12:35:00.000Z' },
};
// This browser asked too often: no new code, and its last one still works.
const NO_NEW_CODE = {
  status: 202,
  body: { message: 'held back', newCode: false, askAgainAfter: '2026-12-07T13:05:00.000Z' },
};
const RESET_DONE = {
  status: 'SUCCESSFUL',
  message: 'Password changed',
  access_token: 'a-2',
  refresh_token: 'r-2',
};
const WRONG_CODE = {
  status: 400,
  body: {
    error: 'invalid_code',
    message:
      'That code is not right: check the six digits in the latest message, or ask for a new code',
  },
};

async function askForCode() {
  await userEvent.type(screen.getByLabelText(/^User name or mobile number/), 'demo.active');
  await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
  await screen.findByLabelText(/^Six-digit code/);
}

describe('PasswordRecoveryForm', () => {
  it('names the new password, its repeat and their reveal buttons as every password form does', async () => {
    await renderForm(() => CODE_SENT);
    await askForCode();
    expectNewPasswordNames();
  });

  it('names a blank user name in a summary and beside the field, which takes the cursor', async () => {
    const { container } = await renderForm(() => CODE_SENT);
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    const summary = problemSummary();
    expect(summary).toHaveTextContent('One field needs a change');
    expect(summary).toHaveTextContent('User name or mobile number: Enter your user name');
    expect(screen.getByLabelText(/^User name or mobile number/)).toHaveFocus();
    expect(server?.requests).toEqual([]);
    await expectNoAxeViolations(container);
  });

  // The login says how to write the mobile number this field takes; here the member who forgot
  // the user name chosen at joining heard only "User name or mobile number", with no example.
  it('says how to write the mobile number it takes, as the login does', async () => {
    await renderForm(() => CODE_SENT);
    expect(screen.getByLabelText(/^User name or mobile number/)).toHaveAccessibleDescription(
      'The user name you chose when you joined, or your mobile number, such as 0971234567 (outside Zambia, with its country code)',
    );
  });

  it('puts the cursor in the code field once the code is on its way', async () => {
    await renderForm(() => CODE_SENT);
    await askForCode();
    // A member without a mobile number gets the code by e-mail: the page must not promise an SMS.
    expect(screen.getByText(/a six-digit code is on its way/).textContent).toMatch(
      /by SMS, or by e-mail if the membership has no mobile number/,
    );
    // The field appears with the render; the cursor moves in the effect that follows it.
    await waitFor(() => expect(screen.getByLabelText(/^Six-digit code/)).toHaveFocus());
    expect(screen.getByLabelText(/^Six-digit code/)).toHaveAccessibleDescription(
      expect.stringContaining('a six-digit code is on its way'),
    );
    // The rule is said before the first try, not only once refused.
    expect(screen.getByLabelText(/^New password \*?$/)).toHaveAccessibleDescription(
      'At least 10 characters.',
    );
  });

  // The step had no heading: to the eye only its fields changed, and heading navigation found none.
  // The heading names the form and does not take the cursor: the code field keeps it, where a phone
  // keeps its keyboard up and offers the code from the SMS (`one-time-code`), and where the step's
  // name (the form's, said as the cursor enters it) and the line about the code are read with it.
  it('heads the second step, which it is named by, the cursor staying in the code field', async () => {
    await renderForm(() => CODE_SENT);
    await askForCode();
    const heading = await screen.findByRole('heading', {
      name: 'Enter the code and choose a new password',
      level: 2,
    });
    expect(
      screen.getByRole('form', { name: 'Enter the code and choose a new password' }),
    ).toContainElement(heading);
    await waitFor(() => expect(screen.getByLabelText(/^Six-digit code/)).toHaveFocus());
  });

  // The line was a status as well as the code field's description: screen readers read it as the
  // live region and again with the field the cursor landed in. The field's description alone.
  it('says the code is on its way once: with the code field, in no live region', async () => {
    const { container } = await renderForm(() => CODE_SENT);
    await askForCode();
    const code = screen.getByLabelText(/^Six-digit code/);
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(
      expect.stringMatching(/^Sent: If that account exists, a six-digit code is on its way/),
    );
    const live = '[role=status], [role=alert], [role=log], [aria-live]';
    expect(
      [...container.querySelectorAll(live)].filter((region) =>
        region.textContent?.includes('on its way'),
      ),
    ).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('says a wrong code in the summary and at the code, keeping both passwords typed', async () => {
    const { container, onReset } = await renderForm(({ path }) =>
      path.endsWith('/password/reset') ? WRONG_CODE : CODE_SENT,
    );
    await askForCode();
    await userEvent.type(screen.getByLabelText(/^Six-digit code/), '000000');
    await userEvent.type(screen.getByLabelText(/^New password \*?$/), 'Brand-new-2026');
    await userEvent.type(screen.getByLabelText(/^New password again/), 'Brand-new-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set my new password' }));
    const summary = await findProblemSummary();
    expect(summary).toHaveTextContent(`Six-digit code: ${WRONG_CODE.body.message}`);
    await vi.waitFor(() => expect(screen.getByLabelText(/^Six-digit code/)).toHaveFocus());
    expect(screen.getByLabelText(/^Six-digit code/)).toHaveAccessibleDescription(
      WRONG_CODE.body.message,
    );
    expect(screen.getByLabelText(/^New password \*?$/)).toHaveValue('Brand-new-2026');
    expect(screen.getByLabelText(/^New password again/)).toHaveValue('Brand-new-2026');
    expect(onReset).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('says a refusal that is not the code’s above the form, not as a wrong code, keeping all typed', async () => {
    const TOO_MANY = {
      status: 429,
      body: {
        error: 'rate_limited',
        message: 'Too many attempts. Try again in 12 minutes.',
        retryAfterSeconds: 700,
      },
    };
    await renderForm(({ path }) => (path.endsWith('/password/reset') ? TOO_MANY : CODE_SENT));
    await askForCode();
    await userEvent.type(screen.getByLabelText(/^Six-digit code/), '123456');
    await userEvent.type(screen.getByLabelText(/^New password \*?$/), 'Brand-new-2026');
    await userEvent.type(screen.getByLabelText(/^New password again/), 'Brand-new-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set my new password' }));
    expect(await screen.findByText('Too many tries. Try again in 12 minutes.')).toBeVisible();
    // The code was not refused: nothing says so at the code, which keeps its digits.
    expect(screen.getByLabelText(/^Six-digit code/)).not.toHaveAccessibleDescription(
      expect.stringContaining('Too many'),
    );
    expect(screen.getByLabelText(/^Six-digit code/)).toHaveValue('123456');
    expect(screen.getByLabelText(/^New password \*?$/)).toHaveValue('Brand-new-2026');
  });

  it('puts a refusal of the new password at the new password', async () => {
    const REFUSED_PASSWORD = {
      status: 400,
      body: {
        error: 'validation_failed',
        message: 'newPassword: must not contain a NUL character',
      },
    };
    await renderForm(({ path }) =>
      path.endsWith('/password/reset') ? REFUSED_PASSWORD : CODE_SENT,
    );
    await askForCode();
    await userEvent.type(screen.getByLabelText(/^Six-digit code/), '123456');
    await userEvent.type(screen.getByLabelText(/^New password \*?$/), 'Brand-new-2026');
    await userEvent.type(screen.getByLabelText(/^New password again/), 'Brand-new-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set my new password' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/^New password \*?$/)).toHaveAccessibleDescription(
        expect.stringContaining('Must not contain a NUL character'),
      ),
    );
    expect(screen.getByLabelText(/^Six-digit code/)).not.toHaveAccessibleDescription(
      expect.stringContaining('NUL'),
    );
  });

  it('names every field left wrong on the second step and moves to the first', async () => {
    await renderForm(() => CODE_SENT);
    await askForCode();
    await userEvent.type(screen.getByLabelText(/^New password \*?$/), 'Brand-new-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set my new password' }));
    const summary = problemSummary();
    expect(summary).toHaveTextContent('2 fields need a change');
    expect(summary).toHaveTextContent('Six-digit code: Enter the six digits of the code');
    // An empty repeat is named as empty, not as a difference.
    expect(summary).toHaveTextContent('New password again: Enter the new password again');
    expect(screen.getByLabelText(/^New password again/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^New password \*?$/)).toHaveValue('Brand-new-2026');
    expect(screen.getByLabelText(/^Six-digit code/)).toHaveFocus();
  });

  it('gives the cursor to a failure to reach the server, keeping the user name', async () => {
    await renderForm(() => DROP_CONNECTION);
    await userEvent.type(screen.getByLabelText(/^User name or mobile number/), 'demo.active');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    const refusal = await findRefusal();
    await vi.waitFor(() => expect(refusal).toHaveFocus());
    expect(screen.getByLabelText(/^User name or mobile number/)).toHaveValue('demo.active');
  });

  it('goes back for another code with the user name kept and the cursor in it', async () => {
    await renderForm(() => CODE_SENT);
    await askForCode();
    await userEvent.click(
      screen.getByRole('button', { name: 'Change the user name or ask for a new code' }),
    );
    const login = screen.getByLabelText(/^User name or mobile number/);
    expect(login).toHaveValue('demo.active');
    await vi.waitFor(() => expect(login).toHaveFocus());
    // The button says what it does: no code is sent until the member asks again.
    expect(server?.requests.filter((request) => request.path.endsWith('/recovery'))).toHaveLength(
      1,
    );
  });

  it('brings back the user name, never the code or a password, when the member comes back', async () => {
    const { unmount } = await renderForm(() => CODE_SENT);
    await userEvent.type(screen.getByLabelText(/^User name or mobile number/), 'demo.active');
    // A link followed by mistake, then the back button: the page is drawn anew.
    unmount();
    await renderForm(() => CODE_SENT);
    expect(await screen.findByDisplayValue('demo.active')).toBe(
      screen.getByLabelText(/^User name or mobile number/),
    );
  });

  it('comes back to the code step after a reload, so the code already sent is the one typed', async () => {
    const answer: Answer = ({ path }) =>
      path.endsWith('/reset') ? { status: 200, body: RESET_DONE } : CODE_SENT;
    const { unmount } = await renderForm(answer);
    await askForCode();
    await userEvent.type(screen.getByLabelText(/^Six-digit code/), '123456');
    await userEvent.type(screen.getByLabelText(/^New password \*?$/), 'Kabwe-Clinic-2027');
    // The member opens the SMS app; the phone reloads the browser's tab on the way back.
    unmount();
    const kept = Object.values(
      JSON.parse(sessionStorage.getItem('coaz.member.typed.recovery') ?? '{}'),
    );
    expect(kept).toContain('demo.active');
    expect(kept).not.toContain('123456');
    expect(kept).not.toContain('Kabwe-Clinic-2027');
    const { onReset } = await renderForm(answer);
    const code = await screen.findByLabelText(/^Six-digit code/);
    await vi.waitFor(() => expect(code).toHaveFocus());
    // Where the cursor lands, the field says where the code went and until when it is good, as a
    // time of day the server gave (a reload minutes later said "valid for 10 minutes").
    expect(code).toHaveAccessibleDescription(
      expect.stringMatching(
        /a six-digit code is on its way by SMS.*It is valid until 14:32 \(Lusaka time\)\.$/,
      ),
    );
    await userEvent.type(code, '123456');
    await userEvent.type(screen.getByLabelText(/^New password \*?$/), 'Kabwe-Clinic-2027');
    await userEvent.type(screen.getByLabelText(/^New password again/), 'Kabwe-Clinic-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Set my new password' }));
    await vi.waitFor(() => expect(onReset).toHaveBeenCalledWith('Password changed'));
    // One code asked for, and the reset sent for the user name it was sent to.
    expect(server?.requests.filter((request) => request.path.endsWith('/recovery'))).toEqual([]);
    expect(server?.requests.find((request) => request.path.endsWith('/reset'))?.body).toMatchObject(
      {
        login: 'demo.active',
        code: '123456',
      },
    );
    // The password is set: nothing is kept any more.
    expect(sessionStorage.getItem('coaz.member.typed.recovery')).toBeNull();
  });

  it('opens at the first step when the code asked for in this tab has expired', async () => {
    const elevenMinutesAgo = Date.now() - 11 * 60 * 1000;
    sessionStorage.setItem(
      'coaz.member.typed.recovery',
      JSON.stringify({ login: 'demo.active', codeSentAt: String(elevenMinutesAgo) }),
    );
    await renderForm(() => CODE_SENT);
    expect(await screen.findByDisplayValue('demo.active')).toBe(
      screen.getByLabelText(/^User name or mobile number/),
    );
    expect(screen.queryByLabelText(/^Six-digit code/)).toBeNull();
  });

  it('asks again from the first step once the member chose to send another code', async () => {
    const { unmount } = await renderForm(() => CODE_SENT);
    await askForCode();
    await userEvent.click(
      screen.getByRole('button', { name: 'Change the user name or ask for a new code' }),
    );
    unmount();
    await renderForm(() => CODE_SENT);
    expect(await screen.findByDisplayValue('demo.active')).toBe(
      screen.getByLabelText(/^User name or mobile number/),
    );
    expect(screen.queryByLabelText(/^Six-digit code/)).toBeNull();
  });

  it('starts from the user name or number typed at the login, where "Forgot password?" was followed', async () => {
    server = await startScriptedServer(() => CODE_SENT);
    const atLogin = render(
      <MemoryRouter>
        <TestProviders client={testApiClient(server.url)}>
          <LoginForm onLoggedIn={vi.fn()} />
        </TestProviders>
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText(/^User name or mobile number/), '0971234567');
    atLogin.unmount();
    await server.close();
    await renderForm(() => CODE_SENT);
    const login = screen.getByLabelText(/^User name or mobile number/);
    await vi.waitFor(() => expect(login).toHaveValue('0971234567'));
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByLabelText(/^Six-digit code/);
    expect(server?.requests[0]?.body).toEqual({ login: '0971234567' });
  });

  it('says a membership number typed for the login is none, as the code is said to be on its way', async () => {
    await renderForm(() => CODE_SENT);
    await userEvent.type(screen.getByLabelText(/^User name or mobile number/), 'COAZ-000123');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(
      await screen.findByText(
        /on its way.*COAZ-000123 looks like a membership number, which is not a login: if no code comes, ask again with your user name or mobile number\./,
      ),
    ).toBeVisible();
  });

  // Found with a slow SMS on a flaky line: asking again looked exactly as before, so a late SMS
  // with the older code was typed; a sixth request sent nothing but said a code was on its way;
  // and a reset whose answer was lost left the member thinking nothing had changed.
  describe('on a slow SMS and a flaky line', () => {
    async function askAgain() {
      await userEvent.click(
        screen.getByRole('button', { name: 'Change the user name or ask for a new code' }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
      return screen.findByLabelText(/^Six-digit code/);
    }

    it('says a new code replaces the earlier ones, until the new time', async () => {
      let asked = 0;
      await renderForm(() => {
        asked += 1;
        return asked === 1 ? CODE_SENT : NEWER_CODE_SENT;
      });
      await askForCode();
      const code = await askAgain();
      await vi.waitFor(() =>
        expect(code).toHaveAccessibleDescription(
          'Sent: If that account exists, a new six-digit code is on its way by SMS, or by e-mail if the membership has no mobile number. Use the code in the newest message you get: a new code replaces the earlier ones. It is valid until 14:35 (Lusaka time).',
        ),
      );
    });

    it('says that no new code comes and that the last one still works, when asked too often', async () => {
      let asked = 0;
      const { container } = await renderForm(() => {
        asked += 1;
        return asked === 1 ? CODE_SENT : NO_NEW_CODE;
      });
      await askForCode();
      const code = await askAgain();
      await vi.waitFor(() =>
        expect(code).toHaveAccessibleDescription(
          'No new code: No new code was sent: codes were asked for too often from this browser. The code in the latest message still works until 14:32 (Lusaka time). You can ask for a new one after 15:05 (Lusaka time).',
        ),
      );
      expect(screen.queryByText(/on its way/)).toBeNull();
      // Nothing kept changed: a reload still comes back to the code that works.
      const kept = JSON.parse(sessionStorage.getItem('coaz.member.typed.recovery') ?? '{}');
      expect(kept.validUntil).toBe(CODE_SENT.body.validUntil);
      await expectNoAxeViolations(container);
    });

    it('says no new code comes without promising a time it does not know', async () => {
      await renderForm(() => NO_NEW_CODE);
      await askForCode();
      expect(screen.getByLabelText(/^Six-digit code/)).toHaveAccessibleDescription(
        expect.stringContaining(
          'The code in the latest message still works until it expires. You can ask for a new one after 15:05 (Lusaka time).',
        ),
      );
    });

    it('sets the password when pressed again after the answer was lost', async () => {
      let resets = 0;
      const { onReset } = await renderForm(({ path }) => {
        if (!path.endsWith('/password/reset')) return CODE_SENT;
        resets += 1;
        return resets === 1 ? DROP_CONNECTION : { status: 200, body: RESET_DONE };
      });
      await askForCode();
      await userEvent.type(screen.getByLabelText(/^Six-digit code/), '123456');
      await userEvent.type(screen.getByLabelText(/^New password \*?$/), 'Kabwe-Clinic-2027');
      await userEvent.type(screen.getByLabelText(/^New password again/), 'Kabwe-Clinic-2027');
      await userEvent.click(screen.getByRole('button', { name: 'Set my new password' }));
      await findRefusal();
      // Everything typed is kept, so the same press goes again, and the server answers it as
      // the reset it already made.
      await userEvent.click(screen.getByRole('button', { name: 'Set my new password' }));
      await vi.waitFor(() => expect(onReset).toHaveBeenCalledWith('Password changed'));
      const bodies = server?.requests
        .filter((request) => request.path.endsWith('/reset'))
        .map((request) => request.body);
      expect(bodies).toHaveLength(2);
      expect(bodies?.[1]).toEqual(bodies?.[0]);
    });

    it('says at the code what became of a code really sent, as the server tells it', async () => {
      const USED = {
        status: 400,
        body: {
          error: 'invalid_code',
          message:
            'This code was used already, or the password was changed since: if you just set a new password, log in with it',
        },
      };
      await renderForm(({ path }) => (path.endsWith('/password/reset') ? USED : CODE_SENT));
      await askForCode();
      await userEvent.type(screen.getByLabelText(/^Six-digit code/), '123456');
      await userEvent.type(screen.getByLabelText(/^New password \*?$/), 'Kabwe-Clinic-2027');
      await userEvent.type(screen.getByLabelText(/^New password again/), 'Kabwe-Clinic-2027');
      await userEvent.click(screen.getByRole('button', { name: 'Set my new password' }));
      await vi.waitFor(() =>
        expect(screen.getByLabelText(/^Six-digit code/)).toHaveAccessibleDescription(
          USED.body.message,
        ),
      );
    });
  });
});
