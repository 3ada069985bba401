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
