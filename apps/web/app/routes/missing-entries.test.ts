import { isRouteErrorResponse, RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader as categoryLoader } from './category';
import { loader as committeeLoader } from './committee';
import { loader as governanceLoader } from './governance';
import { loader as membershipLoader } from './membership';
import { loader as serviceLoader } from './service';

/** What a loader throws for `params`, as React Router would turn it into the answer. */
async function thrownBy(
  loader: (args: never) => unknown,
  params: Record<string, string>,
): Promise<unknown> {
  const args = { params, context: new RouterContextProvider(), request: new Request('http://x/') };
  try {
    await loader(args as never);
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

/** Whether `thrown` is a 404 React Router answers with the site's 404 page. */
function isNotFound(thrown: unknown): boolean {
  // A loader throws `data(null, { status: 404 })`; React Router makes it an error response.
  const init = (thrown as { init?: { status?: number } } | undefined)?.init;
  return isRouteErrorResponse(thrown) ? thrown.status === 404 : init?.status === 404;
}

describe('an entry a page group does not have', () => {
  it.each([
    ['/categories/nope', categoryLoader, { category: 'nope' }],
    ['/membership/nope', membershipLoader, { type: 'nope' }],
    ['/services/nope', serviceLoader, { service: 'nope' }],
    ['/organisation/governance/nope', governanceLoader, { entry: 'nope' }],
    [
      '/organisation/governance/committees_of_the_executive/nope',
      committeeLoader,
      { committee: 'nope' },
    ],
  ] as const)('%s answers 404 from its loader', async (_path, loader, params) => {
    expect(isNotFound(await thrownBy(loader, params))).toBe(true);
  });

  it('a page that exists loads as before', async () => {
    expect(await thrownBy(categoryLoader, { category: 'general' })).toBeUndefined();
    expect(await thrownBy(membershipLoader, { type: 'full_membership' })).toBeUndefined();
  });
});

describe('a category address spelt as it should be', () => {
  it('moves for good to the address the category was published at', async () => {
    const thrown = await thrownBy(categoryLoader, { category: 'specialized_clinicians' });
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('location')).toBe(
      '/categories/specialized_cllinicians',
    );
  });
});
