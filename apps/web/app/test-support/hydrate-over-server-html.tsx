import { act, fireEvent } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { coazStartOnDemand } from '../app-start/start-on-demand';
import { TestProviders, testApiClient } from './render-route';

/** The page as the site draws it, saying it has hydrated as the site's layout does. */
function HydratedPage({ path, children }: { path: string; children: ReactNode }) {
  useEffect(() => {
    document.dispatchEvent(new Event('coaz:hydrated'));
  }, []);
  return (
    <MemoryRouter initialEntries={[path]}>
      <TestProviders client={testApiClient()}>{children}</TestProviders>
    </MemoryRouter>
  );
}

/**
 * A member page served as HTML that takes typing at once, hydrated later while the member types
 * (app-start/start-on-demand.ts): `serve()` puts the server's HTML of `page` at `path` in the
 * document with the page's starter listening, `hydrate()` hydrates the real page over it, and
 * `unmount()` ends it (call it after each test, with `document.body.innerHTML = ''`).
 * @example const page = pageOverServerHtml('/login', <Login />); page.serve(); typeInto(field, 'demo'); page.hydrate();
 */
export function pageOverServerHtml(path: string, page: ReactNode) {
  let hydrated: Root | undefined;
  // Drawn anew for the server's HTML and for hydration, as the server and the browser each do.
  const drawn = () => <HydratedPage path={path}>{page}</HydratedPage>;
  return {
    serve() {
      document.body.innerHTML = `<div id="root">${renderToString(drawn())}</div>`;
      coazStartOnDemand({ preloads: [], scriptId: 'coaz-app', sessionKey: 'coaz.accessToken' });
    },
    hydrate() {
      act(() => {
        hydrated = hydrateRoot(document.getElementById('root') as HTMLElement, drawn());
      });
    },
    unmount() {
      act(() => hydrated?.unmount());
      hydrated = undefined;
    },
  };
}

/** Types `text` at the end of the field, one key at a time, as a keyboard does. */
export function typeInto(field: HTMLElement, text: string): void {
  for (const key of text) {
    fireEvent.input(field, { target: { value: (field as HTMLInputElement).value + key } });
  }
}

/** Lets the starter give back what it read at hydration (it waits a task). */
export const starterDone = () => new Promise((resolve) => setTimeout(resolve, 20));
