import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader } from './group-redirect';

/** What the loader answers for `path`. */
function answerFor(path: string): Response {
  const request = new Request(`http://coaz.internal${path}`);
  return loader({ params: {}, request, context: new RouterContextProvider() } as never) as Response;
}

describe('a menu group’s own address', () => {
  it('leads to the group’s first page for good, for a page and for a client navigation alike', () => {
    for (const path of ['/membership', '/membership.data', '/membership/']) {
      const answer = answerFor(path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get('location'), path).toBe('/membership/full_membership');
    }
    expect(answerFor('/organisation/governance').headers.get('location')).toBe(
      '/organisation/governance/national_executive_committee',
    );
  });
});
