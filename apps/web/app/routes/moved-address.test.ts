import { isRouteErrorResponse, RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SECRETARIAT_CONTACT_PATH } from '../site/secretariat-contact';
import { loader } from './moved-address';

/** What the loader throws for the server's address `/__moved/<own>`. */
function thrownFor(own: string, search = ''): unknown {
  const request = new Request(`http://coaz.internal/__moved/${own}${search}`);
  try {
    loader({ params: { '*': own }, request, context: new RouterContextProvider() } as never);
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

describe('a page moved to from its address spelt otherwise', () => {
  it('leads there for good, with the query the page reads', () => {
    const moved = thrownFor('search', '?q=fees') as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/search?q=fees');
    expect((thrownFor('categories/general') as Response).headers.get('location')).toBe(
      '/categories/general',
    );
    expect((thrownFor('verify/COAZ-000001') as Response).headers.get('location')).toBe(
      '/verify/COAZ-000001',
    );
  });

  it('leads an address people guess to the page it means', () => {
    expect((thrownFor('contact_us') as Response).headers.get('location')).toBe(
      SECRETARIAT_CONTACT_PATH,
    );
    expect(
      (thrownFor('categories/mental_health_officers') as Response).headers.get('location'),
    ).toBe('/categories/medical_psychiatry_officers');
  });

  it('never leads off the site', () => {
    const thrown = thrownFor('/evil.example');
    const status = (thrown as { init?: { status?: number } }).init?.status;
    expect(isRouteErrorResponse(thrown) ? thrown.status : status).toBe(404);
  });
});
