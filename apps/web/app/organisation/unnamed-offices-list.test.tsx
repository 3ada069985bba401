import { nationalExecutiveLeaders } from '@coaz/content-data';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Governance, { loader } from '../routes/governance';
import { type ContentServer, startContentServer, testPerson } from '../test-support/content-server';
import { renderRoute, testApiClient } from '../test-support/render-route';

const offices = nationalExecutiveLeaders.map((leader) => leader.position);

let content: ContentServer | undefined;
afterEach(async () => {
  await content?.close();
  content = undefined;
});

/** The national executive's page, with the people editors placed in it. */
async function executivePage(people: Parameters<typeof testPerson>[0][]) {
  content = await startContentServer({ people: people.map(testPerson) });
  const rendered = renderRoute(
    [{ path: '/organisation/governance/:entry', Component: Governance, loader }],
    '/organisation/governance/national_executive_committee',
    testApiClient(),
    // Within the leaders' term, so the offices keep their records.
    content.renderContext(new Date('2026-12-07T10:00:00Z')),
  );
  await screen.findByRole('heading', { level: 2, name: 'Composition' });
  return rendered;
}

describe('offices with no holder named', () => {
  it('are a plain list of their titles, with no card or outline portrait each', async () => {
    const { container } = await executivePage([]);
    expect(screen.queryAllByRole('article')).toEqual([]);
    const list = container.querySelector('.unnamed-office-list') as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      offices.map((office) => `${office} · holder not yet named`),
    );
    expect(within(list).queryAllByRole('img')).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('leave the card with a photograph to the people editors named', async () => {
    const [first, second] = offices;
    if (!first || !second) throw new Error('content-data has too few offices');
    const { container } = await executivePage([
      { id: 1, name: 'Named Holder', position: first, group: 'national_executive_committee' },
    ]);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Named Holder');
    const list = container.querySelector('.unnamed-office-list') as HTMLElement;
    const listed = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).not.toContain(`${first} · holder not yet named`);
    expect(listed).toContain(`${second} · holder not yet named`);
  });
});
