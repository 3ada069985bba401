import type { ChatSource } from '@coaz/api-client';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatLinkProps } from '../chat-link';
import type { ChatLinks } from './chat-links';
import { SourceList } from './source-list';

const links: ChatLinks = {
  articleHref: (articleNumber) => `/constitution#article-${articleNumber}`,
  route: (route) => route,
  Link: ({ href, children }: ChatLinkProps) => <a href={href}>{children}</a>,
};

const passage = (source: Partial<ChatSource>): ChatSource => ({
  kind: 'page',
  title: 'Learning And CPD',
  route: '/services/cpd',
  excerpt: 'CPD points each year.',
  highlights: [],
  score: 1,
  ...source,
});

describe('SourceList', () => {
  it('lists a page or Article once, with each of its passages under it, in the order found', () => {
    render(
      <SourceList
        label="Search results"
        links={links}
        sources={[
          passage({ excerpt: 'Earn CPD points each year.' }),
          passage({ title: 'Professional Practice', route: '/association/professional_practice' }),
          passage({ excerpt: 'Conferences count for CPD.' }),
          passage({
            kind: 'article',
            title: 'The Treasurer General',
            articleNumber: 116,
            pageStart: 95,
            route: '/constitution#article-116',
            excerpt: 'Keeps the accounts.',
          }),
          passage({
            kind: 'article',
            title: 'The Treasurer General',
            articleNumber: 116,
            pageStart: 96,
            route: '/constitution#article-116',
            excerpt: 'Reports to the Council.',
          }),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Learning And CPD',
      'Professional Practice',
      'Article 116: The Treasurer General',
    ]);
    expect(items[0]?.textContent).toContain('Earn CPD points each year.');
    expect(items[0]?.textContent).toContain('Conferences count for CPD.');
    expect(items[2]?.textContent).toContain('Pages 95–96');
    expect(items[2]?.textContent).toContain('Reports to the Council.');
  });
});
