import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteRenderContext } from '../render/site-render-context';
import { renderContextReaching, testVacancy } from '../test-support/content-server';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { loader } from './service';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer(({ method, path }) => {
    if (method !== 'GET') return undefined;
    const url = new URL(path, 'http://local');
    if (url.pathname === '/api/vacancies') {
      return {
        status: 200,
        body: {
          items: [testVacancy({ id: 4, position: 'Clinical Officer', closingOn: '2026-12-31' })],
          nextCursor: null,
        },
      };
    }
    return undefined;
  });
});
afterAll(() => server.close());

// "Closes today" is said by the server's clock in Lusaka, the one the open posts were read by,
// not the visitor's: 23:30 in Lusaka on 31 December is 21:30 UTC.
it("gives the careers page Lusaka's date on the render's clock", async () => {
  const context = new RouterContextProvider();
  context.set(
    siteRenderContext,
    renderContextReaching(server.url, new Date('2026-12-31T21:30:00Z')),
  );
  const page = await loader({
    params: { service: 'careers' },
    context,
    request: new Request('http://coaz.internal/services/careers'),
  } as unknown as Parameters<typeof loader>[0]);
  expect(page.today).toBe('2026-12-31');
  expect(page.vacancies.map((vacancy) => vacancy.closingOn)).toEqual(['2026-12-31']);
});
