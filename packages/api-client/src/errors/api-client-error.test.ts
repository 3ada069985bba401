import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiClientError, ApiClientErrorName } from './api-client-error';
import { ApiError } from './api-error';
import { ConflictError } from './conflict-error';
import { CredentialsRequiredError } from './credentials-required-error';
import { NetworkError } from './network-error';
import { TimeoutError } from './timeout-error';

/** What a consumer's error screen does: branch on the name alone, no `instanceof`. */
function describeFailure(error: ApiClientError): string {
  switch (error.name) {
    case 'ConflictError':
      return `reload (${error.status})`;
    case 'ApiError':
      return `refused ${error.status}`;
    case 'TimeoutError':
    case 'NetworkError':
      return 'offline';
    case 'CredentialsRequiredError':
      return `blank ${error.missing.join(' and ')}`;
  }
}

describe('error names', () => {
  // The names were typed as plain `string`, so a `switch` on them narrowed nothing and a
  // misspelt case compiled. `pnpm typecheck` checks the types below; vitest runs the branches.
  it('are literal types, one per class', () => {
    expectTypeOf<ApiClientErrorName>().toEqualTypeOf<
      'ApiError' | 'ConflictError' | 'TimeoutError' | 'NetworkError' | 'CredentialsRequiredError'
    >();
    expectTypeOf<TimeoutError['name']>().toEqualTypeOf<'TimeoutError'>();
    expectTypeOf<ConflictError['name']>().toEqualTypeOf<'ConflictError'>();
    // A ConflictError is an ApiError too, so an ApiError's name may be either.
    expectTypeOf<ApiError['name']>().toEqualTypeOf<'ApiError' | 'ConflictError'>();
  });

  it('narrow the union to the class with that name, at run time as in the types', () => {
    expect(
      [
        new ConflictError('Someone else saved this entry.'),
        new ApiError(403, 'Editors only'),
        new TimeoutError(),
        new NetworkError(),
        new CredentialsRequiredError(['username', 'password']),
      ].map(describeFailure),
    ).toEqual(['reload (409)', 'refused 403', 'offline', 'offline', 'blank username and password']);
  });

  it('are still plain strings to code written against `Error`', () => {
    const failure: Error = new NetworkError();
    expectTypeOf(failure.name).toEqualTypeOf<string>();
    expect(failure.name).toBe('NetworkError');
  });
});
