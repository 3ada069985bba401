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
    const results = screen.getByRole('list', { name: 'Search results' });
    const items = [...results.children] as HTMLElement[];
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

  it('shows each passage of one place apart, as an item of its own, and one alone as a paragraph', () => {
    render(
      <SourceList
        label="Search results"
        links={links}
        sources={[
          passage({
            kind: 'article',
            title: 'The Treasurer General',
            articleNumber: 117,
            excerpt: '9. Be signatory to the association accounts',
          }),
          passage({
            kind: 'article',
            title: 'The Treasurer General',
            articleNumber: 117,
            excerpt: 'The Treasurer General shall perform the following functions',
          }),
          passage({
            kind: 'article',
            title: 'The Treasurer General',
            articleNumber: 117,
            excerpt: '',
          }),
          passage({ excerpt: 'Earn CPD points each year.' }),
        ]}
      />,
    );
    const [article, page] = [
      ...screen.getByRole('list', { name: 'Search results' }).children,
    ] as HTMLElement[];
    const passages = within(article as HTMLElement).getByRole('list');
    expect(
      within(passages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '9. Be signatory to the association accounts',
      'The Treasurer General shall perform the following functions',
    ]);
    expect(within(page as HTMLElement).queryByRole('list')).toBeNull();
    expect((page as HTMLElement).querySelector('.coaz-chat-excerpt')).toHaveTextContent(
      'Earn CPD points each year.',
    );
  });
});
