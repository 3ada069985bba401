import { describe, expect, it } from 'vitest';
import { settingsProblems } from './site-settings-fields';

describe('the site settings’ button links', () => {
  // Each of these was taken (a user name and password, a backslash) or told to start with
  // https://, which it did; the server refuses them all (`isPlainHttpsAddress`).
  it('says what to take out of an https:// address, in the words of the studio’s other website fields', () => {
    for (const storyLink of [
      'https://user:pw@example.org',
      'https://www.moh.gov.zm@evil.example',
    ]) {
      expect(settingsProblems({ storyLink }).storyLink, storyLink).toBe(
        'Take out the user name and password: a web address here holds none (nothing before an @)',
      );
    }
    expect(settingsProblems({ slide2Link: 'https://www.moh.gov.zm/about us' }).slide2Link).toBe(
      'Take out the spaces: a web address has none',
    );
    expect(
      settingsProblems({ slide1Link: 'https://www.moh.gov.zm\\@evil.example' }).slide1Link,
    ).toBe('Write / in place of \\: a web address has no backslash');
  });

  it('takes a page of this site or a plain https:// address, and asks for one of them otherwise', () => {
    for (const storyLink of [
      '/news',
      '/about?tab=board#officers',
      'https://www.moh.gov.zm/about',
    ]) {
      expect(settingsProblems({ storyLink }).storyLink, storyLink).toBeUndefined();
    }
    for (const storyLink of [
      'www.moh.gov.zm',
      'http://www.moh.gov.zm',
      '//evil.example',
      'javascript:alert(1)',
    ]) {
      expect(settingsProblems({ storyLink }).storyLink, storyLink).toBe(
        'Enter a page of this site, such as /news, or an address starting with https://',
      );
    }
  });
});
