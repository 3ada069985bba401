// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { membershipAnswer } from '../test-support/constitution-replies';
import { readChatReply } from './read-chat-reply';

describe('readChatReply', () => {
  it('keeps what the window shows of a reply that follows the contract, as it is', () => {
    const { text: _sameAsAnswer, metadata: _provider, ...shown } = membershipAnswer;
    expect(readChatReply(JSON.parse(JSON.stringify(membershipAnswer)))).toEqual(shown);
  });

  it('drops sources it cannot show and fills missing figures with zero', () => {
    const reply = readChatReply({
      text: 'Only the old field',
      responseType: 'rag_qa',
      sources: [
        null,
        { title: 7 },
        {
          kind: 'article',
          title: 'Elections',
          articleNumber: -2,
          route: 5,
          highlights: [{ start: 3, end: 1 }, { start: 0, end: 2 }, 'x'],
        },
      ],
    });
    expect(reply?.answer).toBe('Only the old field');
    expect(reply?.ragMetadata).toEqual({
      model: '',
      confidence: 0,
      contextChunks: 0,
      processingTime: 0,
    });
    expect(reply?.sources).toEqual([
      expect.objectContaining({
        kind: 'page',
        title: 'Elections',
        articleNumber: undefined,
        route: '',
        excerpt: '',
        highlights: [{ start: 0, end: 2 }],
      }),
    ]);
  });

  it.each([
    ['no object', 'answer'],
    ['no answer text', { responseType: 'rag_qa' }],
    ['an unknown response type', { answer: 'x', responseType: 'guess' }],
  ])('refuses %s', (_name, value) => {
    expect(readChatReply(value)).toBeNull();
  });
});

describe('readChatReply site pages', () => {
  it('keeps site pages with a title and a path of this site, and drops the rest', () => {
    const reply = readChatReply({
      ...membershipAnswer,
      sitePages: [
        { title: 'How to join', path: '/membership/join' },
        { title: 'Tricked', path: 'javascript:alert(1)' },
        { title: '', path: '/fees' },
        { path: '/no-title' },
      ],
    });
    expect(reply?.sitePages).toEqual([{ title: 'How to join', path: '/membership/join' }]);
    expect(readChatReply({ ...membershipAnswer, sitePages: 'nonsense' })).not.toHaveProperty(
      'sitePages',
    );
  });
});
