import { type ApiClient, createApiClient, memoryTokenStore } from '@coaz/api-client';
import { ApiClientProvider } from '@coaz/api-client/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createRoutesStub, type LoaderFunction, RouterContextProvider } from 'react-router';
import { type SiteRenderContext, siteRenderContext } from '../render/site-render-context';

/** A page of the site to render in a test: its path pattern and component. */
export interface TestRoute {
  path: string;
  Component: ComponentType<never>;
  /** The route module's loader, for pages rendered from the content editors keep. */
  loader?: (args: never) => unknown;
}

/** An API client for tests, talking to `baseUrl` (a local test server) or to nothing at all. */
export function testApiClient(baseUrl = 'http://127.0.0.1:1'): ApiClient {
  return createApiClient({
    memberBaseUrl: `${baseUrl}/coaz/api/`,
    chatBaseUrl: `${baseUrl}/api/`,
    tokenStore: memoryTokenStore(),
    // A guard against a hang only: a busy CI machine can take seconds to answer.
    timeouts: { request: 10_000 },
  });
}

/** React Query and the API client around a tree, as the site's root gives them. */
export function TestProviders({ client, children }: { client: ApiClient; children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}

/**
 * Renders the routes at `url` in a memory router, with the providers of the site. Route components
 * get their `params` the way the framework passes them.
 */
export function renderRoute(
  routes: TestRoute[],
  url: string,
  client: ApiClient = testApiClient(),
  renderContext?: SiteRenderContext,
) {
  const context = new RouterContextProvider();
  if (renderContext) context.set(siteRenderContext, renderContext);
  const Stub = createRoutesStub(
    routes.map(({ path, Component, loader }) => ({
      path,
      // The framework hands route modules their params and loader data as props; so does the stub.
      Component: Component as ComponentType,
      // A route module's loader is typed by its own params, as the component is by its props.
      ...(loader ? { loader: loader as LoaderFunction } : {}),
    })),
    context,
  );
  return render(
    <TestProviders client={client}>
      <Stub initialEntries={[url]} />
    </TestProviders>,
  );
}
