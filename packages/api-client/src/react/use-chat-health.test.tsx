// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithClient } from '../test-support/render-with-client';
import { createTestClient } from '../test-support/test-client';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { useChatHealth } from './use-chat-health';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function AssistantStatus({
  initialDelayMs,
  intervalMs,
}: {
  initialDelayMs: number;
  intervalMs: number;
}) {
  const { ready, checked } = useChatHealth({ initialDelayMs, intervalMs });
  return (
    <p role="status">
      {checked ? (ready ? 'Assistant ready' : 'Assistant unavailable') : 'Not checked yet'}
    </p>
  );
}

describe('useChatHealth', () => {
  it('waits before the first check, then keeps checking', async () => {
    const { client } = createTestClient(server);
    renderWithClient(client, <AssistantStatus initialDelayMs={30} intervalMs={60} />);

    expect(screen.getByRole('status')).toHaveTextContent('Not checked yet');
    expect(server.count('GET', '/api/health')).toBe(0);

    expect(await screen.findByText('Assistant ready')).toBeInTheDocument();
    server.modes.health = 'down';
    expect(await screen.findByText('Assistant unavailable')).toBeInTheDocument();
    expect(server.count('GET', '/api/health')).toBeGreaterThanOrEqual(2);
  });

  it('does not check before the initial delay has passed', async () => {
    // Counted on this client's own requests: the test server's count also took in a check the
    // test before had sent just before it ended, which a loaded machine delivered late.
    const sent: string[] = [];
    const { client } = createTestClient(server, {
      fetch: (input, init) => {
        sent.push(String(input instanceof Request ? input.url : input));
        return fetch(input, init);
      },
    });
    const { unmount } = renderWithClient(
      client,
      <AssistantStatus initialDelayMs={60_000} intervalMs={60} />,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.filter((url) => url.includes('/health'))).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Not checked yet');
    unmount();
  });
});
