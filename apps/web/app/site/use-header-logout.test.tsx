import { useCurrentUser } from '@coaz/api-client/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeptMemberForm } from '../member/use-kept-member-form';
import { AskBeforeLeaving } from '../studio/ask-before-leaving';
import { useWarnBeforeUnload } from '../studio/unsaved-changes';
import { scriptedClient } from '../test-support/editor-session';
import { renderRoute } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { chosenLogoutUnderWay } from './chosen-logout';
import { SiteLayout } from './site-layout';
import { LOGGED_OUT_NOTICE } from './use-header-logout';

let server: ScriptedServer | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
  // The layout marks the document once the app runs; test files share it (isolate: false).
  delete document.documentElement.dataset.hydrated;
});

function Home() {
  return (
    <SiteLayout>
      <h1>Home page</h1>
    </SiteLayout>
  );
}

/** A studio form as far as leaving goes: unsaved once something is typed. */
function VacancyForm() {
  const [position, setPosition] = useState('');
  useWarnBeforeUnload(position !== '');
  return (
    <label>
      Position
      <input value={position} onChange={(event) => setPosition(event.target.value)} />
    </label>
  );
}

/** A member form as far as a logout goes: it says what it holds unsaved as the profile editor does. */
function PhoneNumberForm() {
  const [phone, setPhone] = useState('');
  useKeptMemberForm({
    section: 'profile',
    entryId: null,
    unsavedNote: 'Your session ended before your profile was saved.',
    unsaved: () => (phone === '' ? undefined : { phone }),
  });
  return (
    <label>
      Phone number
      <input value={phone} onChange={(event) => setPhone(event.target.value)} />
    </label>
  );
}

/** The dashboard as far as a logout goes: its forms show while a member is signed in. */
function Dashboard() {
  const { data: member } = useCurrentUser();
  return (
    <SiteLayout>
      {member ? (
        <AskBeforeLeaving>
          <h1>Dashboard</h1>
          <VacancyForm />
          <PhoneNumberForm />
        </AskBeforeLeaving>
      ) : (
        <p>Loading your dashboard…</p>
      )}
    </SiteLayout>
  );
}

/** Renders `url` for a signed-in active member, with a server that accepts the logout. */
async function renderSignedIn(url: string) {
  server = await startScriptedServer(({ path }) => {
    if (path === '/coaz/api/current') {
      return {
        status: 200,
        body: {
          status: 'SUCCESSFUL',
          content: {
            user: { id: 1, username: 'demo.active', status: 'ACTIVE', firstName: 'Sample' },
          },
          message: 'ok',
        },
      };
    }
    if (path === '/coaz/api/logout') return { status: 200, body: { message: 'Logged out' } };
    return undefined;
  });
  const client = scriptedClient(server.url, {
    tokens: { accessToken: 'access', refreshToken: 'refresh' },
  });
  renderRoute(
    [
      { path: '/home', Component: Home },
      { path: '/dashboard', Component: Dashboard },
    ],
    url,
    client,
  );
  const banner = screen.getByRole('banner');
  await within(banner).findAllByRole('link', { name: 'Sample' });
  return banner;
}

/** The header's two account corners: the phone menu's first, then the wide header's. */
function accountCorners(banner: HTMLElement): HTMLElement[] {
  return [...banner.querySelectorAll<HTMLElement>('[data-account-corner]')];
}

describe('logging out from the header', () => {
  it('on the home page, which stays, puts the cursor on the Log in link of the corner used and says so', async () => {
    const banner = await renderSignedIn('/home');
    const wide = accountCorners(banner)[1] as HTMLElement;
    await userEvent.click(within(wide).getByRole('button', { name: 'Log out' }));
    const login = await within(wide).findByRole('link', { name: 'Log in' });
    expect(login).toHaveFocus();
    expect(within(banner).getByRole('status')).toHaveTextContent(LOGGED_OUT_NOTICE);
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(chosenLogoutUnderWay()).toBe(false);
  });

  it('from the phone menu, the cursor goes to the phone menu’s Log in link', async () => {
    const banner = await renderSignedIn('/home');
    const phone = accountCorners(banner)[0] as HTMLElement;
    await userEvent.click(within(banner).getByText('Menu', { selector: 'summary' }));
    await userEvent.click(within(phone).getByRole('button', { name: 'Log out' }));
    expect(await within(phone).findByRole('link', { name: 'Log in' })).toHaveFocus();
  });
});

describe('logging out from the header with unsaved typing', () => {
  const question =
    'Your changes are not saved. OK logs you out and they are lost; Cancel stays here.';

  it('asks first, and Cancel keeps the member signed in with the typing', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const banner = await renderSignedIn('/dashboard');
    await userEvent.type(screen.getByLabelText('Position'), 'Sample Clinical Officer');
    const wide = accountCorners(banner)[1] as HTMLElement;
    await userEvent.click(within(wide).getByRole('button', { name: 'Log out' }));
    expect(confirm).toHaveBeenCalledExactlyOnceWith(question);
    expect(screen.getByLabelText('Position')).toHaveValue('Sample Clinical Officer');
    expect(within(wide).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(server?.requests.some(({ path }) => path === '/coaz/api/logout')).toBe(false);
  });

  it('logs out when the member says so, asking once, and lands on the home page', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const banner = await renderSignedIn('/dashboard');
    await userEvent.type(screen.getByLabelText('Position'), 'Sample Clinical Officer');
    const wide = accountCorners(banner)[1] as HTMLElement;
    await userEvent.click(within(wide).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(within(banner).getByRole('status')).toHaveTextContent(LOGGED_OUT_NOTICE);
    expect(confirm).toHaveBeenCalledExactlyOnceWith(question);
  });

  it('asks for a member form’s typing too (the profile editor’s)', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const banner = await renderSignedIn('/dashboard');
    await userEvent.type(screen.getByLabelText('Phone number'), '0971000001');
    const wide = accountCorners(banner)[1] as HTMLElement;
    await userEvent.click(within(wide).getByRole('button', { name: 'Log out' }));
    expect(confirm).toHaveBeenCalledExactlyOnceWith(question);
    expect(screen.getByLabelText('Phone number')).toHaveValue('0971000001');
  });

  it('asks again after a logout agreed to, once the member is back', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const banner = await renderSignedIn('/dashboard');
    await userEvent.type(screen.getByLabelText('Phone number'), '0971000001');
    const wide = accountCorners(banner)[1] as HTMLElement;
    await userEvent.click(within(wide).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledOnce();
    // Left agreed, the next login's forms would let the member leave their typing unasked.
    await waitFor(() => expect(chosenLogoutUnderWay()).toBe(false));
  });

  it('asks nothing when nothing was typed', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const banner = await renderSignedIn('/dashboard');
    const wide = accountCorners(banner)[1] as HTMLElement;
    await userEvent.click(within(wide).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    // Home reached: a signed-out visit to the dashboard is sent to the login again.
    expect(chosenLogoutUnderWay()).toBe(false);
  });
});
