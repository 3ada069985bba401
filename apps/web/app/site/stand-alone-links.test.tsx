import { committees } from '@coaz/content-data';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Category from '../routes/category';
import Committee, { loader as committeeLoader } from '../routes/committee';
import Constitution, { loader as constitutionLoader } from '../routes/constitution';
import Governance, { loader as governanceLoader } from '../routes/governance';
import Home, { loader as homeLoader } from '../routes/home';
import Objective from '../routes/objective';
import ReadMore from '../routes/readmore';
import {
  type ContentServer,
  renderContextReaching,
  startContentServer,
  testNews,
} from '../test-support/content-server';
import { renderRoute, testApiClient } from '../test-support/render-route';
import { applySiteStylesheets, removeSiteStylesheets } from '../test-support/site-stylesheets';
import { startTestServer, type TestServer } from '../test-support/test-server';

// WCAG 2.2's target size (2.5.8): a link alone on its line is a target of its own and must be at
// least 24 px tall; as an inline box it was the height of its text (16 px for the constitution's
// 'Back to the contents', 19 px for the others, measured at 360 and 1280 px). jsdom lays nothing
// out, so the tests read what the site's stylesheets give the link: a box that holds a height.

let content: ContentServer;
let constitutionServer: TestServer;
beforeAll(async () => {
  content = await startContentServer({
    news: [testNews({ id: 1, title: 'Annual general meeting' })],
  });
  constitutionServer = await startTestServer({
    '/api/constitution': {
      title: 'Constitution of the Clinical Officers Association of Zambia',
      source: 'extracts',
      parts: [{ number: 'IV', title: 'Membership', articleNumbers: [40] }],
      articles: [
        {
          number: 40,
          title: 'Membership Fees',
          partNumber: 'IV',
          anchor: 'article-40',
          text: 'Members pay the fee the General Assembly sets.',
          clauses: [],
        },
      ],
    },
  });
});
afterAll(() => {
  constitutionServer.close();
  content.close();
});
afterEach(() => {
  removeSiteStylesheets();
  vi.restoreAllMocks();
});

/** Links that are the whole text of their paragraph or list item: a way back, a way on. */
function linksAloneOnTheirLine(): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('p a[href], li a[href]')].filter(
    (link) => link.closest('p, li')?.textContent?.trim() === link.textContent?.trim(),
  );
}

function expectTargetsAtLeast24PxTall(links: HTMLAnchorElement[]) {
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    const style = getComputedStyle(link);
    // min-height holds a box only when the link is not an inline box.
    expect(style.display, link.textContent ?? '').not.toBe('inline');
    expect(Number.parseFloat(style.minHeight), link.textContent ?? '').toBeGreaterThanOrEqual(24);
  }
}

const committee = committees[0];
const pages = [
  {
    name: 'the objectives',
    route: { path: '/objective', Component: Objective },
    url: '/objective',
  },
  {
    name: 'the constitution in brief',
    route: { path: '/readmore', Component: ReadMore },
    url: '/readmore',
  },
  {
    name: 'a category',
    route: { path: '/categories/:category', Component: Category },
    url: '/categories/general',
  },
  {
    name: 'a committee',
    route: {
      path: '/organisation/governance/committees_of_the_executive/:committee',
      Component: Committee,
      loader: committeeLoader,
    },
    url: `/organisation/governance/committees_of_the_executive/${committee?.slug}`,
  },
  {
    name: 'the committees of the executive',
    route: {
      path: '/organisation/governance/:entry',
      Component: Governance,
      loader: governanceLoader,
    },
    url: '/organisation/governance/committees_of_the_executive',
  },
  { name: 'the home', route: { path: '/', Component: Home, loader: homeLoader }, url: '/' },
  {
    name: 'the constitution',
    route: { path: '/constitution', Component: Constitution, loader: constitutionLoader },
    url: '/constitution',
  },
];

describe('a link alone on its line', () => {
  it.each(pages)('is at least 24 px tall on $name page', async ({ route, url }) => {
    // The home page's statistics have no count server here; their failure is logged.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    applySiteStylesheets();
    const context =
      url === '/constitution'
        ? renderContextReaching(constitutionServer.url)
        : content.renderContext();
    renderRoute([route], url, testApiClient(), context);
    await screen.findByRole('heading', { level: 1 });
    if (url === '/constitution') await screen.findByRole('link', { name: 'Back to the contents' });
    expectTargetsAtLeast24PxTall(linksAloneOnTheirLine());
  });

  it('is 44 px tall on a touch screen, as the footer’s links', () => {
    applySiteStylesheets();
    const touchRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter(
        (rule): rule is CSSMediaRule =>
          rule instanceof CSSMediaRule && rule.conditionText.includes('pointer: coarse'),
      )
      .flatMap((media) => [...media.cssRules] as CSSStyleRule[]);
    const stand = touchRules.find((rule) => rule.selectorText === '.stand-alone-link');
    expect(Number.parseFloat(stand?.style.minHeight ?? '')).toBeGreaterThanOrEqual(44);
  });
});
