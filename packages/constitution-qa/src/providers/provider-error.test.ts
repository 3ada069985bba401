import { describe, expect, expectTypeOf, it } from 'vitest';
import { ProviderError } from './provider-error';

describe('ProviderError', () => {
  // A caller branches on `error.name`, as on api-client's errors: the literal type narrows it.
  it('is named by a literal, and keeps the status and cause it was given', () => {
    const cause = new Error('socket hang up');
    const error: Error = new ProviderError('The model did not answer', { status: 502, cause });
    expect(error.name).toBe('ProviderError');
    if (error instanceof ProviderError) {
      expectTypeOf(error.name).toEqualTypeOf<'ProviderError'>();
      expect(error.status).toBe(502);
      expect(error.cause).toBe(cause);
    }
    expect(error).toBeInstanceOf(ProviderError);
  });
});
