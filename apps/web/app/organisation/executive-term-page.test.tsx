import { nationalExecutiveLeaders } from '@coaz/content-data';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Governance, { loader } from '../routes/governance';
import { type ContentServer, startContentServer } from '../test-support/content-server';
import { renderRoute, testApiClient } from '../test-support/render-route';

let content: ContentServer;
beforeAll(async () => {
  content = await startContentServer({
    news: [],
    events: [],
    vacancies: [],
    people: [],
    partners: [],
  });
});
afterAll(() => content.close());

const vicePresident = nationalExecutiveLeaders[1];
if (!vicePresident) throw new Error('content-data has no Vice-President');
const record = vicePresident.contributions[0] ?? '';

/**
 * The national executive's page as the server renders it at `now`: the Vice-President's details,
 * which its office's name in the list of offices with no holder named leads to.
 */
async function vicePresidentAt(now: string) {
  renderRoute(
    [{ path: '/organisation/governance/:entry', Component: Governance, loader }],
    '/organisation/governance/national_executive_committee',
    testApiClient(),
    content.renderContext(new Date(now)),
  );
  const office = await screen.findByRole('link', { name: 'Vice-President' });
  const details = document.getElementById(office.getAttribute('href')?.slice(1) ?? '');
  if (!details) throw new Error("the Vice-President's details are not in the page");
  return details;
}

describe("the national executive's page as its term ends", () => {
  it('shows the 2022 to 2026 term and its record until midnight in Lusaka on 31 December 2026', async () => {
    // 23:59:59 on 31 December in Lusaka.
    const dialog = await vicePresidentAt('2026-12-31T21:59:59Z');
    expect(dialog).toHaveTextContent('2022 to 2026');
    expect(dialog).toHaveTextContent(record);
  });

  it('from 1 January 2027 in Lusaka, shows the office without the ended term or its record', async () => {
    // 00:00 on 1 January in Lusaka, still 31 December in UTC.
    const dialog = await vicePresidentAt('2026-12-31T22:00:00Z');
    expect(dialog).toHaveTextContent(vicePresident.about[0] ?? '');
    expect(dialog).not.toHaveTextContent('2022');
    expect(dialog).not.toHaveTextContent(record);
    // Nor anywhere else on the page: no year of the ended term, nor of its record.
    expect(document.body.textContent).not.toMatch(/\b20\d\d\b/);
  });
});
