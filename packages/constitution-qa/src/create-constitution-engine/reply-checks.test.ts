import { describe, expect, it } from 'vitest';
import { refuseContacts, refuseMarkupAndJunk } from './reply-checks';

const PASSAGES =
  '(Article 75: Subscriptions, p. 60)\nMembers shall pay their subscriptions to the Secretariat, which publishes its account at www.coaz.org.';

describe('refuseContacts', () => {
  it.each([
    ['a host with any top-level domain', 'Pay at coaz-payments.info (Article 75).'],
    ['a shortened link', 'Pay at bit.ly/coaz-pay (Article 75).'],
    ['a protocol-relative address', 'Open //evil.example/pay (Article 75).'],
    ['a javascript: scheme', 'Open javascript:alert(1) (Article 75).'],
    ['a tel: scheme', 'Call tel:+260977123456 (Article 75).'],
    ['a mailto: scheme', 'Write to mailto:treasurer (Article 75).'],
    ['a data: scheme', 'See data:text/html;base64,PGI+ (Article 75).'],
    ['an e-mail address', 'Write to treasurer@coaz-help.net (Article 75).'],
    ['an address spelled out', 'Visit coaz dot help slash pay (Article 75).'],
    [
      'a number to call in number words',
      'Send your subscription by mobile money to zero nine seven seven, one two three, four five six (Article 75).',
    ],
    ['a number said with doubles', 'Call oh nine double seven one two three four (Article 75).'],
  ])('refuses %s', (_, reply) => {
    expect(() => refuseContacts(reply, PASSAGES)).toThrow(/link|number to call/);
  });

  it('takes what the passages hold, and ordinary prose, citations and lists of Articles', () => {
    expect(() =>
      refuseContacts(
        'Pay the Secretariat; its account is at www.coaz.org (Article 75: Subscriptions). See Articles 40, 41, 42 and 43; one or two members may object, e.g. within thirty days.',
        PASSAGES,
      ),
    ).not.toThrow();
  });
});

describe('refuseMarkupAndJunk', () => {
  it.each([
    ['HTML', 'Members pay <b>subscriptions</b> (Article 75).'],
    ['a script tag', '<script>alert(1)</script> (Article 75)'],
    ['a markdown link', 'Pay [here](https://example.org) (Article 75).'],
    ['a markdown image', '![logo](x.png) (Article 75).'],
    ['one letter thousands of times', `${'A'.repeat(3000)} (Article 75)`],
    ['a long unbroken token', `Members pay ${'x'.repeat(60)} (Article 75).`],
    ['one word over and over', `pay pay pay pay pay pay pay (Article 75).`],
    [
      'a reply far longer than an answer',
      `${'Members pay subscriptions. '.repeat(90)}(Article 75)`,
    ],
  ])('refuses %s', (_, reply) => {
    expect(() => refuseMarkupAndJunk(reply, PASSAGES)).toThrow(/model's reply/);
  });

  it('takes a few sentences of plain text', () => {
    expect(() =>
      refuseMarkupAndJunk(
        'Members pay their subscriptions to the Secretariat (Article 75: Subscriptions, p. 60). Article 153(2)(a) applies.',
        PASSAGES,
      ),
    ).not.toThrow();
  });
});
