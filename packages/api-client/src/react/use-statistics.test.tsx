// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../test-support/render-with-client';
import { createTestClient } from '../test-support/test-client';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { useStatistics } from './use-statistics';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => vi.restoreAllMocks());

function Figures() {
  const { usersCount, activeUsersCount, districtsCount, partnersCount, isLoading } =
    useStatistics();
  return (
    <dl aria-busy={isLoading}>
      {usersCount !== undefined && <dd>{usersCount} members</dd>}
      {activeUsersCount !== undefined && <dd>{activeUsersCount} active members</dd>}
      {districtsCount !== undefined && <dd>{districtsCount} districts</dd>}
      {partnersCount !== undefined && <dd>{partnersCount} partners</dd>}
    </dl>
  );
}

describe('useStatistics', () => {
  it('shows every figure', async () => {
    const { client } = createTestClient(server);
    renderWithClient(client, <Figures />);
    expect(await screen.findByText('1250 members')).toBeInTheDocument();
    expect(await screen.findByText('980 active members')).toBeInTheDocument();
    expect(await screen.findByText('116 districts')).toBeInTheDocument();
    expect(await screen.findByText('8 partners')).toBeInTheDocument();
  });

  it('hides only the figure that failed, and logs the failure instead of showing it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.modes.counts.active = null;
    server.modes.counts.districts = 'lots';
    server.modes.counts.partners = null;
    const { client, tokenStore } = createTestClient(server);
    tokenStore.write(server.issueTokens('demo.active'));
    const { container } = renderWithClient(client, <Figures />);

    await waitFor(() =>
      expect(container.querySelector('dl')).toHaveAttribute('aria-busy', 'false'),
    );
    expect(screen.getByText('1250 members')).toBeInTheDocument();
    expect(screen.queryByText(/active members/)).not.toBeInTheDocument();
    expect(screen.queryByText(/districts/)).not.toBeInTheDocument();
    expect(screen.queryByText(/partners/)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(3);
    expect(logged).toHaveBeenCalledWith(
      'COAZ statistics: could not load activeUsersCount',
      expect.objectContaining({ status: 500 }),
    );
    expect(logged).toHaveBeenCalledWith(
      'COAZ statistics: could not load partnersCount',
      expect.objectContaining({ status: 500 }),
    );
    const output = JSON.stringify(logged.mock.calls.map(([message]) => message));
    expect(output).not.toContain('access-');
  });
});
