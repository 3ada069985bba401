// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createChatLinks, safeRoute } from './chat-links';
import { readSiteOrigin } from './site-origin';

describe('safeRoute', () => {
  it.each(['/services/cpd', '/constitution#article-4', 'https://coaz.org/news'])(
    'keeps %s',
    (route) => {
      expect(safeRoute(route)).toBe(route);
    },
  );

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil',
    '',
  ])('refuses %s', (route) => {
    expect(safeRoute(route)).toBeNull();
  });
});

const Link = () => null;
const articleHref = (articleNumber: number) => `/constitution#article-${articleNumber}`;

describe('createChatLinks', () => {
  it("keeps the site's own paths without a site origin", () => {
    const links = createChatLinks({ articleHref, Link });
    expect(links.articleHref(5)).toBe('/constitution#article-5');
    expect(links.route('/membership/join')).toBe('/membership/join');
  });

  it('makes paths absolute on the origin alone, keeps absolute addresses and refuses unsafe ones', () => {
    const links = createChatLinks({
      articleHref,
      Link,
      siteOrigin: readSiteOrigin('https://coaz.example.org/some/page?x=1'),
    });
    expect(links.articleHref(5)).toBe('https://coaz.example.org/constitution#article-5');
    expect(links.route(' /membership/join ')).toBe('https://coaz.example.org/membership/join');
    expect(links.route('http://partner.example.net/')).toBe('http://partner.example.net/');
    expect(links.route('//evil.example')).toBeNull();
    expect(links.route('javascript:alert(1)')).toBeNull();
  });
});

describe('readSiteOrigin', () => {
  it.each([
    ['https://coaz.example.org', 'https://coaz.example.org'],
    ['http://localhost:8080/news?x=1', 'http://localhost:8080'],
  ])('reads %s as %s', (siteOrigin, origin) => {
    expect(readSiteOrigin(siteOrigin)).toBe(origin);
  });

  it.each(['', 'coaz.example.org', 'ftp://coaz.example.org', 'javascript:alert(1)'])(
    'refuses %j',
    (siteOrigin) => {
      expect(() => readSiteOrigin(siteOrigin)).toThrow(TypeError);
    },
  );
});
