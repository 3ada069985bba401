import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConstitutionDocument } from '../constitution/constitution-types';
import { renderRoute, testApiClient } from '../test-support/render-route';
import { startTestServer, type TestServer } from '../test-support/test-server';
import Constitution from './constitution';

const document: ConstitutionDocument = {
  title: 'Constitution of the Clinical Officers Association of Zambia (summary)',
  source: 'extracts',
  parts: [{ number: 'IV', title: 'Membership', articleNumbers: [40] }],
  articles: [
    {
      number: 40,
      title: 'Membership Fees',
      partNumber: 'IV',
      anchor: 'article-40',
      text: 'Members pay the fee the General Assembly sets.',
      clauses: [{ label: '1', text: 'Members pay the fee the General Assembly sets.' }],
    },
  ],
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ '/api/constitution': document });
});
afterAll(() => server.close());

describe('/constitution', () => {
  it('shows the Parts and Articles the server indexed, each at its anchor', async () => {
    const { container } = renderRoute(
      [{ path: '/constitution', Component: Constitution }],
      '/constitution',
      testApiClient(server.url),
    );
    const part = await screen.findByRole('region', { name: 'Part IV: Membership' });
    const article = within(part).getByRole('heading', { name: 'Article 40: Membership Fees' });
    expect(article.closest('article')).toHaveAttribute('id', 'article-40');
    expect(within(part).getByText('Members pay the fee the General Assembly sets.')).toBeVisible();
    // The server answers from the extracts, so it has no signed document to offer.
    expect(screen.queryByRole('link', { name: /Download the constitution/ })).toBeNull();
    expect(screen.getByText(/not available for download/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
