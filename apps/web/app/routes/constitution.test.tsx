import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConstitutionDocument } from '../constitution/constitution-types';
import { siteRenderContext } from '../render/site-render-context';
import { renderContextReaching } from '../test-support/content-server';
import { renderRoute, testApiClient } from '../test-support/render-route';
import { startTestServer, type TestServer } from '../test-support/test-server';
import Constitution, { loader, meta } from './constitution';

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

const route = { path: '/constitution', Component: Constitution, loader };

/**
 * The page as the server renders it, its loader reading `serverUrl`; the browser's own client
 * reaches `clientUrl`, by default nothing, so text on the page came from the loader.
 */
function renderConstitution(serverUrl: string, clientUrl?: string) {
  return renderRoute(
    [route],
    '/constitution',
    testApiClient(clientUrl),
    renderContextReaching(serverUrl),
  );
}

describe('/constitution', () => {
  it('shows the Parts and Articles the server indexed, each at its anchor', async () => {
    const { container } = renderConstitution(server.url);
    const part = await screen.findByRole('region', { name: 'Part IV: Membership' });
    const article = within(part).getByRole('heading', { name: 'Article 40: Membership Fees' });
    expect(article.closest('article')).toHaveAttribute('id', 'article-40');
    expect(within(part).getByText('Members pay the fee the General Assembly sets.')).toBeVisible();
    // The server answers from the extracts, so it has no signed document to offer.
    expect(screen.queryByRole('link', { name: /Download the constitution/ })).toBeNull();
    expect(screen.getByText(/not available for download/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('lists the Parts and Articles in its contents, and each Part leads back to them', async () => {
    renderConstitution(server.url);
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: 'Part IV: Membership' })).toHaveAttribute(
      'href',
      '#part-iv',
    );
    expect(
      within(contents).getByRole('link', { name: 'Article 40: Membership Fees' }),
    ).toHaveAttribute('href', '#article-40');
    const part = screen.getByRole('region', { name: 'Part IV: Membership' });
    expect(part).toHaveAttribute('id', 'part-iv');
    expect(within(part).getByRole('link', { name: 'Back to the contents' })).toHaveAttribute(
      'href',
      `#${contents.id}`,
    );
  });

  it("tells the PDF's size on its link when the server has the signed document", async () => {
    const signed = await startTestServer({
      '/api/constitution': { ...document, source: 'pdf', documentBytes: 2_734_112 },
    });
    try {
      renderConstitution(signed.url);
      expect(
        await screen.findByRole('link', { name: 'Download the constitution (PDF, 2.7 MB)' }),
      ).toHaveAttribute('href', '/api/constitution/document');
    } finally {
      await signed.close();
    }
  });

  it('when the server cannot give the text yet, goes out uncached and fetches it itself', async () => {
    // The server's constitution route answers 503 while it indexes the document after a start;
    // this stand-in fails every request.
    const indexing = await startTestServer({});
    try {
      renderConstitution(indexing.url, server.url);
      expect(
        await screen.findByRole('heading', { name: 'Article 40: Membership Fees' }),
      ).toBeInTheDocument();
      const context = new RouterContextProvider();
      context.set(siteRenderContext, renderContextReaching(indexing.url));
      const answer = await loader({ context } as never);
      expect(answer).toMatchObject({
        data: { constitution: undefined },
        init: { headers: { 'Cache-Control': 'no-store' } },
      });
    } finally {
      await indexing.close();
    }
  });
});

describe('the constitution page’s description', () => {
  it('promises no download: whether there is one is the server’s configuration', () => {
    const tags = meta() as { name?: string; property?: string; content?: string }[];
    const descriptions = tags.filter((tag) => /description/.test(tag.name ?? tag.property ?? ''));
    expect(descriptions.length).toBeGreaterThan(0);
    for (const tag of descriptions) expect(tag.content).not.toMatch(/download/i);
  });
});
