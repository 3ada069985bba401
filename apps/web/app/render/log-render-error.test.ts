import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logRenderError } from './log-render-error';

function args(request = new Request('http://coaz.internal/about')) {
  return { request, params: {}, context: {} } as Parameters<typeof logRenderError>[1];
}

describe('logRenderError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs nothing for an address no route matches, answered with the 404 page', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // As React Router builds it: the status, and the error it would log.
    const noRoute = new ErrorResponse(
      404,
      'Not Found',
      new Error('No route matches URL "/wp-login.php"'),
      true,
    );
    logRenderError(noRoute, args(new Request('http://coaz.internal/wp-login.php')));
    expect(log).not.toHaveBeenCalled();
  });

  it('logs nothing for a request the visitor abandoned', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    controller.abort();
    const request = new Request('http://coaz.internal/news', { signal: controller.signal });
    logRenderError(new Error('The stream was cut'), args(request));
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a failure while rendering, and the error inside any other route error response', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('The content service answered 500');
    logRenderError(failure, args());
    const inner = new Error('A loader failed');
    logRenderError(new ErrorResponse(500, 'Internal Server Error', inner), args());
    expect(log.mock.calls).toEqual([[failure], [inner]]);
  });
});
