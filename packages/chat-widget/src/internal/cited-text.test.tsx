import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatLinkProps } from '../chat-link';
import { safeRoute } from './chat-links';
import { CitedText } from './cited-text';

const links = {
  articleHref: (articleNumber: number) => `/constitution#article-${articleNumber}`,
  route: safeRoute,
  Link: ({ href, children }: ChatLinkProps) => <a href={href}>{children}</a>,
};

function linksIn(text: string) {
  const { container } = render(<CitedText text={text} links={links} />);
  return {
    text: container.textContent,
    links: [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
  };
}

describe('CitedText', () => {
  it('links a whole citation and keeps its brackets as text', () => {
    expect(linksIn('Members vote (Article 12: General Meetings).')).toEqual({
      text: 'Members vote (Article 12: General Meetings).',
      links: [['Article 12: General Meetings', '/constitution#article-12']],
    });
  });

  it('links bare mentions and several citations in one text', () => {
    expect(linksIn('See Article 3 and (Article 40) and Article 41.').links).toEqual([
      ['Article 3', '/constitution#article-3'],
      ['Article 40', '/constitution#article-40'],
      ['Article 41', '/constitution#article-41'],
    ]);
  });

  it('leaves text without citations alone', () => {
    expect(linksIn('Articles of association (see the office).')).toEqual({
      text: 'Articles of association (see the office).',
      links: [],
    });
  });
});

describe('CitedText on an answer that heads each Article with its title', () => {
  it('links the Article with its title, so the link says which Article it opens', () => {
    const answer =
      'Article 75, Sittings of the General Assembly (pp. 70–71): The quorum shall be 1/3.\n\nAlso relevant: Article 94, Approval of appointments (p. 81): The Council shall preside.';
    expect(linksIn(answer)).toEqual({
      text: answer,
      links: [
        ['Article 75, Sittings of the General Assembly', '/constitution#article-75'],
        ['Article 94, Approval of appointments', '/constitution#article-94'],
      ],
    });
  });

  it('links the Articles a decline offers with their titles, and a bare mention alone', () => {
    expect(
      linksIn(
        'The nearest Articles are Article 168, Office of The President (pp. 131–132); and Article 91, Presidency and vesting of executive authority (pp. 79–80). Ask "What does Article 1 say?"',
      ).links,
    ).toEqual([
      ['Article 168, Office of The President', '/constitution#article-168'],
      ['Article 91, Presidency and vesting of executive authority', '/constitution#article-91'],
      ['Article 1', '/constitution#article-1'],
    ]);
  });

  it('links only the number when no page reference closes the title', () => {
    expect(linksIn('See Article 40, which says so, and Article 41, (p. 3).').links).toEqual([
      ['Article 40', '/constitution#article-40'],
      ['Article 41', '/constitution#article-41'],
    ]);
  });
});
