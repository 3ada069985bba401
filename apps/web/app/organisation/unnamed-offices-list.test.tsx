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

  it('give way to cards in the body’s order once editors name a holder, so each takes its place', async () => {
    const [first, second] = offices;
    if (!first || !second) throw new Error('content-data has too few offices');
    await executivePage([
      { id: 1, name: 'Named Holder', position: second, group: 'national_executive_committee' },
    ]);
    const composition = screen
      .getByRole('heading', { level: 2, name: 'Composition' })
      .closest('section') as HTMLElement;
    expect(composition.querySelector('.unnamed-office-list')).toBeNull();
    const cards = within(composition).getAllByRole('article');
    expect(cards).toHaveLength(offices.length);
    // The first office, still unnamed, keeps its card ahead of the holder named in the second.
    expect(cards[0]).toHaveTextContent(first);
    expect(cards[1]).toHaveTextContent('Named Holder');
  });
});
