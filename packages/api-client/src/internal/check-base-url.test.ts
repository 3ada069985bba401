import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChatClient } from '../chat/chat-client';
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
      "createApiClient: memberBaseUrl '/coaz/api/' is relative, and outside a browser no page gives it a base: give the full address, such as 'http://localhost:8080/coaz/api/'.",
    );
  });

  it('accepts a relative URL where a page gives it a base', () => {
    vi.stubGlobal('location', { href: 'https://coaz.org/home' });
    expect(() =>
      createApiClient({ memberBaseUrl: '/coaz/api/', chatBaseUrl: '/api/' }),
    ).not.toThrow();
  });

  // Before, called with no options it failed as "Cannot read properties of undefined (reading
  // 'memberBaseUrl')", and a blank memberBaseUrl was given the chat service's address as example.
  it('refuses no options with a TypeError naming the member service and its address', () => {
    expect(() => (createApiClient as (options?: unknown) => unknown)()).toThrow(
      new TypeError(
        "createApiClient: memberBaseUrl is required, for example 'https://coaz.org/coaz/api/'.",
      ),
    );
  });

  it.each([
    [
      'memberBaseUrl',
      ' ',
      "createApiClient: memberBaseUrl is required, for example 'https://coaz.org/coaz/api/'.",
    ],
    [
      'chatBaseUrl',
      '',
      "createApiClient: chatBaseUrl is required, for example 'https://coaz.org/api/'.",
    ],
    [
      'contentBaseUrl',
      '',
      "createApiClient: contentBaseUrl is required, for example 'https://coaz.org/api/'.",
    ],
    [
      'chatBaseUrl',
      'ftp://coaz.org/api/',
      "createApiClient: chatBaseUrl 'ftp://coaz.org/api/' is not a valid http: or https: URL.",
    ],
    [
      'contentBaseUrl',
      'http://',
      "createApiClient: contentBaseUrl 'http://' is not a valid http: or https: URL.",
    ],
  ])('refuses %s %j', (option, value, message) => {
    expect(() => createApiClient({ ...absolute, [option]: value })).toThrow(new TypeError(message));
  });
});

describe('createChatClient base URL', () => {
  afterEach(() => vi.unstubAllGlobals());

  const relativeInNode =
    "createChatClient: baseUrl '/api/' is relative, and outside a browser no page gives it a base: give the full address, such as 'http://localhost:8080/api/'.";

  // Before, `ask` failed as a NetworkError "Sorry, I couldn't reach the server." and `health` as
  // "not ready", which sent a Node tool's developer looking for a server that was never called.
  it('rejects each call with a relative URL outside a browser, saying to give the full address', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const chat = createChatClient({ baseUrl: '/api/', fetch });
    await expect(chat.ask({ query: 'How do I join?', sessionId: 's' })).rejects.toThrow(
      new TypeError(relativeInNode),
    );
    await expect(chat.health()).rejects.toThrow(new TypeError(relativeInNode));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is created without complaint, so a server render of a page may build it for the browser', () => {
    expect(() => createChatClient({ baseUrl: '/api/' })).not.toThrow();
  });

  it('lets a relative URL through where a page gives it a base', async () => {
    vi.stubGlobal('location', { href: 'https://coaz.org/home' });
    // Node's Request still cannot resolve it, so the check passing shows as "not ready".
    expect(await createChatClient({ baseUrl: '/api/' }).health()).toEqual({ ready: false });
  });

  it("rejects each call with a blank URL, giving the chat service's address as example", async () => {
    await expect(createChatClient({ baseUrl: '' }).health()).rejects.toThrow(
      new TypeError("createChatClient: baseUrl is required, for example 'https://coaz.org/api/'."),
    );
  });

  it('refuses a URL that is not http(s) anywhere', async () => {
    vi.stubGlobal('location', { href: 'https://coaz.org/home' });
    await expect(createChatClient({ baseUrl: 'ftp://coaz.org/api/' }).health()).rejects.toThrow(
      "createChatClient: baseUrl 'ftp://coaz.org/api/' is not a valid http: or https: URL.",
    );
  });
});
