import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReviewedApplication } from '@coaz/api-client/membership';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { SAMPLE_APPLICATION } from '../test-support/sample-application';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { applySiteStylesheets, removeSiteStylesheets } from '../test-support/site-stylesheets';
import { ApplicationsReview } from './applications-review';

// The dashboard imports it beside the site's stylesheet; the test run does not load CSS imports.
const portalStyles = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'member-portal.css'),
  'utf8',
);

const APPLICATION: ReviewedApplication = {
  ...SAMPLE_APPLICATION,
  documents: [
    {
      id: 'doc-5',
      kind: 'practising_licence',
      originalName: 'licence.pdf',
      contentType: 'application/pdf',
      sizeBytes: 2048,
      addedAt: '2026-03-02T08:00:00.000Z',
    },
  ],
};

let server: ScriptedServer | undefined;
afterEach(async () => {
  removeSiteStylesheets();
  await server?.close();
  server = undefined;
});

// demo.admin saw a wide empty gap under the heading, a bullet before the applicant and a second
// one before "Download the practising licence": the list had a section's margins and a plain list's
// bullets.
describe('the applications to review, as styled', () => {
  it('frames each application without bullets or a section’s gap above it', async () => {
    applySiteStylesheets();
    const style = document.createElement('style');
    style.textContent = portalStyles;
    document.head.append(style);
    server = await startScriptedServer(({ path }) =>
      path === '/coaz/api/admin/applications?status=SUBMITTED'
        ? { status: 200, body: { items: [APPLICATION, { ...APPLICATION, id: 13 }] } }
        : undefined,
    );
    render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationsReview />
      </TestProviders>,
    );
    const review = await screen.findByRole('region', { name: 'Applications to review' });
    const [first, second] = await within(review).findAllByRole('heading', { level: 3 });
    const applications = first?.closest('ul') as HTMLElement;
    expect(getComputedStyle(applications).listStyleType).toBe('none');
    for (const heading of [first, second]) {
      const application = heading?.closest('li') as HTMLElement;
      expect(getComputedStyle(application).marginTop).toBe('0px');
      expect(getComputedStyle(application).borderTopStyle).toBe('solid');
    }
    const [licence] = within(review).getAllByRole('button', {
      name: /^Download the practising licence/,
    });
    expect(getComputedStyle(licence?.closest('ul') as HTMLElement).listStyleType).toBe('none');
  });
});
