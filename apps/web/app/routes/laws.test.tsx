import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConstitutionDocument } from '../constitution/constitution-types';
import { renderContextReaching } from '../test-support/content-server';
import { renderRoute, testApiClient } from '../test-support/render-route';
import { startTestServer, type TestServer } from '../test-support/test-server';
import Laws, { loader } from './laws';

const indexed = (source: ConstitutionDocument['source']): ConstitutionDocument => ({
  title: 'Constitution of the Clinical Officers Association of Zambia',
  source,
  ...(source === 'pdf' ? { documentBytes: 2_675_650 } : {}),
  parts: [],
  articles: [],
});

let fromPdf: TestServer;
let fromExtracts: TestServer;
beforeAll(async () => {
  fromPdf = await startTestServer({ '/api/constitution': indexed('pdf') });
  fromExtracts = await startTestServer({ '/api/constitution': indexed('extracts') });
});
afterAll(async () => {
  await fromPdf.close();
  await fromExtracts.close();
});

const renderLaws = (serverUrl: string) =>
  renderRoute(
    [{ path: '/organisation/laws', Component: Laws, loader }],
    '/organisation/laws',
    testApiClient(),
    renderContextReaching(serverUrl),
  );

describe('/organisation/laws', () => {
  it('offers the signed constitution with its size when the server has it', async () => {
    const { container } = renderLaws(fromPdf.url);
    const download = await screen.findByRole('link', {
      name: 'Download the constitution (PDF, 2.7 MB)',
    });
    expect(download).toHaveAttribute('href', '/api/constitution/document');
    await expectNoAxeViolations(container);
  });

  it('offers no dead download when the server has no signed document, and says whom to ask', async () => {
    renderLaws(fromExtracts.url);
    expect(await screen.findByText(/not available for download/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download the constitution/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Read it online' })).toHaveAttribute(
      'href',
      '/constitution',
    );
  });
});
