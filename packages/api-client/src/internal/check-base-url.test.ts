import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../create-api-client';

const absolute = {
  memberBaseUrl: 'https://coaz.org/coaz/api/',
  chatBaseUrl: 'https://coaz.org/api/',
};

describe('createApiClient base URLs', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('accepts absolute http and https URLs', () => {
    expect(() =>
      createApiClient({ ...absolute, contentBaseUrl: 'http://127.0.0.1:8080/api/' }),
    ).not.toThrow();
  });

  it('refuses a relative URL outside a browser, saying to give the full address', () => {
    expect(() => createApiClient({ ...absolute, memberBaseUrl: '/coaz/api/' })).toThrow(
      "createApiClient: memberBaseUrl '/coaz/api/' is not an absolute URL. Outside a browser there is no page to resolve it against: give the full address, such as 'http://localhost:8080/coaz/api/'.",
    );
  });

  it('accepts a relative URL where a page gives it a base', () => {
    vi.stubGlobal('location', { href: 'https://coaz.org/home' });
    expect(() =>
      createApiClient({ memberBaseUrl: '/coaz/api/', chatBaseUrl: '/api/' }),
    ).not.toThrow();
  });

  it.each([
    [
      'chatBaseUrl',
      '',
      "createApiClient: chatBaseUrl is required, for example 'https://coaz.org/api/'.",
    ],
    [
      'chatBaseUrl',
      'ftp://coaz.org/api/',
      "createApiClient: chatBaseUrl 'ftp://coaz.org/api/' must be an http: or https: URL.",
    ],
    ['contentBaseUrl', 'http://', "createApiClient: contentBaseUrl 'http://' is not a valid URL."],
  ])('refuses %s %j', (option, value, message) => {
    expect(() => createApiClient({ ...absolute, [option]: value })).toThrow(message);
  });
});
