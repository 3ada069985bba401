// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../test-support/render-with-client';
import { createTestClient } from '../test-support/test-client';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../test-support/test-server';
import { useApiClient } from './use-api-client';
import { useCurrentUser } from './use-current-user';
import { useLogin } from './use-login';
import { useLogout } from './use-logout';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function MemberCorner({ password = DEMO_PASSWORD }: { password?: string }) {
  const { data: member, isPending } = useCurrentUser();
  const login = useLogin();
  const logout = useLogout();
  if (isPending) return <p>Checking your login…</p>;
  return (
    <div>
      <p>{member ? `Logged in as ${member.firstName} ${member.lastName}` : 'Not logged in'}</p>
      <button type="button" onClick={() => login.mutate({ username: 'demo.active', password })}>
        Log in
      </button>
      <button type="button" onClick={() => logout.mutate()}>
        Log out
      </button>
      {login.error && <p role="alert">{login.error.message}</p>}
      {login.data && <p>Outcome: {login.data.kind}</p>}
    </div>
  );
}

function Orphan() {
  useApiClient();
  return null;
}

describe('useCurrentUser, useLogin, useLogout', () => {
  it('asks nothing while logged out, then shows the member after login and none after logout', async () => {
    const { client, tokenStore } = createTestClient(server);
    renderWithClient(client, <MemberCorner />);

    expect(await screen.findByText('Not logged in')).toBeInTheDocument();
    expect(server.received).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Logged in as Demo Active Member')).toBeInTheDocument();
    expect(screen.getByText('Outcome: active')).toBeInTheDocument();
    expect(server.count('GET', '/coaz/api/current')).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Not logged in')).toBeInTheDocument();
    expect(tokenStore.read()).toBeNull();
  });

  // A phone shared by members: nothing read in one member's session is shown to the next.
  it('forgets every answer read in the session at logout', async () => {
    const { client } = createTestClient(server);
    const { queryClient } = renderWithClient(client, <MemberCorner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Logged in as Demo Active Member')).toBeInTheDocument();
    queryClient.setQueryData(['coaz', 'membership', 'receipts'], [{ number: 'R-1' }]);
    queryClient.setQueryData(['site-search', 'published-entries'], ['a draft']);

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Not logged in')).toBeInTheDocument();
    expect(queryClient.getQueryData(['coaz', 'membership', 'receipts'])).toBeUndefined();
    expect(queryClient.getQueryData(['site-search', 'published-entries'])).toBeUndefined();
  });

  it('loads the member of a stored session', async () => {
    const { client, tokenStore } = createTestClient(server);
    tokenStore.write(server.issueTokens('demo.editor'));
    renderWithClient(client, <MemberCorner />);
    expect(await screen.findByText('Logged in as Demo Editor')).toBeInTheDocument();
  });

  it('shows why a login failed', async () => {
    const { client } = createTestClient(server);
    renderWithClient(client, <MemberCorner password="wrong" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    await waitFor(() => expect(screen.getByText('Not logged in')).toBeInTheDocument());
  });

  it('explains a missing provider', () => {
    // React reports the thrown error on the console too; keep the test output readable.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(/ApiClientProvider/);
    quiet.mockRestore();
  });
});
