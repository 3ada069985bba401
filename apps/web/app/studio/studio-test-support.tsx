import { createApiClient, memoryTokenStore, type NewsItem } from '@coaz/api-client';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TestProviders } from '../test-support/render-route';
import {
  type DROP_CONNECTION,
  type ScriptedAnswer,
  type ScriptedRequest,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';

/** A saved news item for studio tests, with `changes` over a published one. */
export function newsItem(changes: Partial<NewsItem> = {}): NewsItem {
  return {
    id: 7,
    status: 'published',
    publishAt: null,
    version: 2,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-21T09:15:00.000Z',
    title: 'Annual general meeting in Kabwe',
    body: 'Members meet at the Mulungushi conference centre.',
    date: '2026-11-20',
    datePrecision: 'day',
    tag: 'AGM',
    picture: null,
    ...changes,
  };
}

/** The path of a request without its query, and its query parameters. */
export function splitPath(path: string): { pathname: string; params: URLSearchParams } {
  const url = new URL(path, 'http://test.invalid');
  return { pathname: url.pathname, params: url.searchParams };
}

/**
 * Renders `ui` with a logged-in client talking to a scripted server, and gives the server (its
 * requests) back. Close it after the test.
 */
export async function renderWithServer(
  ui: ReactNode,
  answer: (
    request: ScriptedRequest,
  ) =>
    | ScriptedAnswer
    | typeof DROP_CONNECTION
    | undefined
    | Promise<ScriptedAnswer | typeof DROP_CONNECTION | undefined>,
): Promise<{ server: ScriptedServer; container: HTMLElement }> {
  const server = await startScriptedServer(answer);
  const tokenStore = memoryTokenStore();
  tokenStore.write({ accessToken: 'access', refreshToken: 'refresh' });
  const client = createApiClient({
    memberBaseUrl: `${server.url}/coaz/api/`,
    chatBaseUrl: `${server.url}/api/`,
    tokenStore,
    timeouts: { request: 2_000 },
  });
  const { container } = render(<TestProviders client={client}>{ui}</TestProviders>);
  return { server, container };
}
