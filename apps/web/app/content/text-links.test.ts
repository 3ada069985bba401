import { backtrackingRisks, regexesRunBy } from '@coaz/vitest-config/regex-safety';
import { describe, expect, it } from 'vitest';
import { textLinks } from './text-links';

/** The links found in a text, as `[text, href]`. */
const links = (text: string) =>
  textLinks(text)
    .filter((piece) => piece.href)
    .map((piece) => [piece.text, piece.href]);

describe('textLinks', () => {
  it('links the web and e-mail addresses an editor typed, leaving the rest as typed', () => {
    expect(
      textLinks('Apply online: https://kgh.example.org/jobs. Send CV to hr@kgh.example.org.'),
    ).toEqual([
      { text: 'Apply online: ' },
      {
        text: 'https://kgh.example.org/jobs',
        href: 'https://kgh.example.org/jobs',
        external: true,
      },
      { text: '. Send CV to ' },
      { text: 'hr@kgh.example.org', href: 'mailto:hr@kgh.example.org', external: true },
      { text: '.' },
    ]);
    expect(links('Forms at www.moh.gov.zm/forms, or http://example.org')).toEqual([
      ['www.moh.gov.zm/forms', 'https://www.moh.gov.zm/forms'],
      ['http://example.org', 'http://example.org/'],
    ]);
  });

  it("links this site's addresses by their path, with no rel, so they stay on the site", () => {
    expect(textLinks('see https://coaz.org.zm/constitution#article-40')).toEqual([
      { text: 'see ' },
      { text: 'https://coaz.org.zm/constitution#article-40', href: '/constitution#article-40' },
    ]);
  });

  it('never lets an address of this site lead to another host through a doubled slash', () => {
    // A browser reads a path starting "//" (or "/\\") as another host: the text would show the
    // association's address and the link leave the site.
    for (const typed of [
      'https://coaz.org.zm//evil.example/login',
      'https://coaz.org.zm/\\evil.example/login',
      'https://coaz.org.zm///evil.example/login',
    ]) {
      const [link] = links(`Log in at ${typed}`);
      expect(link?.[1], typed).toMatch(/^\/[^/\\]/);
      expect(new URL(link?.[1] ?? '', 'https://coaz.org.zm').host, typed).toBe('coaz.org.zm');
    }
  });

  it("keeps a sentence's punctuation out of the address, but a bracket the address opened", () => {
    expect(links('(see https://example.org/a?b=1&c=2), then')).toEqual([
      ['https://example.org/a?b=1&c=2', 'https://example.org/a?b=1&c=2'],
    ]);
    expect(links('(https://en.wikipedia.org/wiki/Lusaka_(city)).')).toEqual([
      [
        'https://en.wikipedia.org/wiki/Lusaka_(city)',
        'https://en.wikipedia.org/wiki/Lusaka_(city)',
      ],
    ]);
    expect(links('“https://example.org/x”!')).toEqual([
      ['https://example.org/x', 'https://example.org/x'],
    ]);
  });

  it('makes no link of another scheme, a hidden host, a bare name or text that only looks close', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)//https://x.org',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'https://coaz.org@evil.example/login',
      'https://user:pass@evil.example',
      'http://',
      'https://coaz',
      'https://1.2.3.4/x',
      'name@host',
      'a@b.c',
      '@handle',
      'mailto:',
    ])
      expect(links(text), text).toEqual(
        // The one address in the second is https://x.org, typed after a comment.
        text.startsWith('JaVaScRiPt') ? [['https://x.org', 'https://x.org/']] : [],
      );
  });

  it('never reads markup: an address ends where markup would start, and the rest stays text', () => {
    const pieces = textLinks(
      'https://evil.example/"><script>alert(1)</script> <img src=x onerror=alert(1)>',
    );
    expect(pieces[0]).toEqual({
      text: 'https://evil.example/',
      href: 'https://evil.example/',
      external: true,
    });
    expect(pieces.map((piece) => piece.text).join('')).toBe(
      'https://evil.example/"><script>alert(1)</script> <img src=x onerror=alert(1)>',
    );
    expect(links('<a href="javascript:alert(1)">https://ok.example</a>')).toEqual([
      ['https://ok.example', 'https://ok.example/'],
    ]);
  });

  it('gives back every character of the text, in order', () => {
    const text = 'Mail a.b+cv@mail.example.co.zm or visit www.example.org/a_(b)?x=1#y; thanks!';
    expect(
      textLinks(text)
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text);
    expect(links(text)).toEqual([
      ['a.b+cv@mail.example.co.zm', 'mailto:a.b+cv@mail.example.co.zm'],
      ['www.example.org/a_(b)?x=1#y', 'https://www.example.org/a_(b)?x=1#y'],
    ]);
  });

  // In place of a time limit, which a busy machine breaks and a fast one hides: recheck decides,
  // counting steps, never the clock, whether a pattern's work can outgrow its input, and every
  // pattern that reading a hostile text runs must be safe.
  it('reads a long hostile text with no regular expression that can backtrack catastrophically', async () => {
    const hostile = `${'a'.repeat(20_000)}@${'b'.repeat(20_000)} ${'https://x.example/'.padEnd(20_000, ')')} ${'.a'.repeat(10_000)}`;
    const texts = [
      hostile,
      `www.${'a.'.repeat(10_000)} ${'a@'.repeat(10_000)} ${'(https://a.example/'.repeat(500)}`,
      'Mail a.b+cv@mail.example.co.zm or visit www.example.org/a_(b)?x=1#y; thanks!',
      '(https://en.wikipedia.org/wiki/Lusaka_(city)). see https://coaz.org.zm/constitution',
    ];
    let pieces: ReturnType<typeof textLinks>[] = [];
    const patterns = regexesRunBy(() => {
      pieces = texts.map(textLinks);
    });
    expect(pieces.map((found) => found.map((piece) => piece.text).join(''))).toEqual(texts);
    expect(patterns.length).toBeGreaterThan(2);
    expect(await backtrackingRisks(patterns)).toEqual([]);
  });
});
