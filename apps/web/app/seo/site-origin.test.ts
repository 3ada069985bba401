// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_ORIGIN, SITE_ORIGIN, siteOriginFrom, siteUrl } from './site-origin';

describe('the site’s public address', () => {
  it('is PUBLIC_URL’s origin, as the server reads it, and https://coaz.org.zm when unset', () => {
    expect(siteOriginFrom(undefined)).toBe('https://coaz.org.zm');
    expect(siteOriginFrom('  ')).toBe('https://coaz.org.zm');
    expect(siteOriginFrom('https://COAZ.org.zm/')).toBe('https://coaz.org.zm');
    expect(siteOriginFrom(' https://staging.coaz.org.zm:443 ')).toBe('https://staging.coaz.org.zm');
    expect(siteOriginFrom('http://localhost:8080')).toBe('http://localhost:8080');
    // Unit tests are not bundled, so the module reads the environment the build would.
    expect(SITE_ORIGIN).toBe(siteOriginFrom(process.env.PUBLIC_URL));
    expect(siteUrl('about')).toBe(`${SITE_ORIGIN}/about`);
  });

  it('stops the build for an address that is more than an address, as the server refuses it', () => {
    for (const written of [
      'https://coaz.org.zm/login',
      'https://coaz.org.zm/?from=sms',
      'https://coaz.org.zm/#top',
      'https://admin@coaz.org.zm',
      'ftp://coaz.org.zm',
      'coaz.org.zm',
    ]) {
      expect(() => siteOriginFrom(written)).toThrow(
        `PUBLIC_URL must be the site's address alone, such as https://coaz.org.zm, not ${JSON.stringify(written)}`,
      );
    }
  });

  it('is, by default, the address the server’s README tells production to set', () => {
    // The server cannot import the web app, nor the web app the server: their documents are held
    // together here, so a change of the one address shows in both or fails.
    const serverReadme = readFileSync(
      new URL('../../../server/README.md', import.meta.url),
      'utf8',
    );
    const example = /^PUBLIC_URL=(\S+)$/m.exec(serverReadme)?.[1];
    expect(example).toBe(DEFAULT_SITE_ORIGIN);
    const webReadme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(webReadme).toContain(`Unset, it is \`${DEFAULT_SITE_ORIGIN}\``);
  });
});
