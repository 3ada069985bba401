import { CONTACT_PHONE } from '@coaz/content-data';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, type LoaderFunction, RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomePage } from '../home/home-page';
import { siteRenderContext } from '../render/site-render-context';
import { loader as rootLoader } from '../root';
import { loader as homeLoader } from '../routes/home';
import { renderContextReaching } from '../test-support/content-server';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { SiteFooterBar } from './site-footer-bar';
import { SiteHeaderBar } from './site-header-bar';
import { defaultSiteSettings, type SiteSettings } from './site-settings';
import { useSiteSettings } from './use-site-settings';

// What editors saved: every field the pages show differs from content-data's.
const saved: SiteSettings = {
  ...defaultSiteSettings(),
  version: 3,
  updatedAt: '2026-11-20T08:00:00.000Z',
  contactPhone: '+260 211 255 255',
  contactEmail: 'secretariat@coaz.org',
  contactAddress: 'Plot 12, Cairo Road, Lusaka, Zambia',
  officeDays: 'Monday to Saturday',
  officeOpens: '07:30',
  officeCloses: '16:00',
  storyHeading: 'Stethoscopes for rural health posts',
  storyParagraphs: ['Members in Mongu gave their time.', 'Every district took part.'],
  storyLinkLabel: 'See the photographs',
  storyLink: '/news?article=4',
  storyPicture: {
    url: '/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e-1280.webp',
    alt: 'Clinical officers unpacking boxes',
    focusX: 20,
    focusY: 70,
  },
  slide1SmallText: 'This year',
  slide1Headline: 'CPD points in every province',
  slide1ButtonLabel: 'Find a course',
  slide1Link: '/services/cpd',
  slide2SmallText: null,
  slide2Headline: null,
  slide2ButtonLabel: null,
  slide2Link: null,
  slide3SmallText: null,
  slide3Headline: 'The annual general meeting',
  slide3ButtonLabel: 'Read the notice',
  slide3Link: '/news',
};

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer(({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === '/api/site-settings') return { status: 200, body: saved };
    // The home page's lists, empty.
    return path.startsWith('/api/')
      ? { status: 200, body: { items: [], nextCursor: null } }
      : undefined;
  });
});
afterAll(() => server.close());

function Frame() {
  return (
    <>
      <SiteHeaderBar />
      <main>
        <HomePage news={[]} events={[]} partners={[]} settings={useSiteSettings()} />
      </main>
      <SiteFooterBar />
    </>
  );
}

/** The page frame under the real root loader, which reads the settings from `server`. */
function renderFrame(withServer: boolean, serverUrl = server.url) {
  const context = new RouterContextProvider();
  if (withServer) {
    context.set(
      siteRenderContext,
      renderContextReaching(serverUrl, new Date('2027-01-01T00:30:00+02:00')),
    );
  }
  const Stub = createRoutesStub(
    [
      {
        id: 'root',
        path: '/',
        Component: Frame as ComponentType,
        loader: rootLoader as unknown as LoaderFunction,
      },
    ],
    context,
  );
  return render(
    <TestProviders client={testApiClient(server.url)}>
      <Stub initialEntries={['/']} />
    </TestProviders>,
  );
}

describe('the site settings on the pages', () => {
  it('shows what editors saved in the header, the footer, the carousel, the story and the contact strip', async () => {
    const { container } = renderFrame(true);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+260 211 255 255' })).toHaveAttribute(
      'href',
      'tel:+260211255255',
    );
    expect(within(footer).getByText(/Monday to Saturday/)).toBeInTheDocument();
    expect(footer).toHaveTextContent('07:30 – 16:00');
    expect(footer).toHaveTextContent('Cairo Road');
    // The year in Lusaka at the server's clock: already 2027 there at 00:30.
    expect(footer).toHaveTextContent('2027');
    const contactBar = screen.getByRole('complementary', { name: 'Contact the association' });
    expect(within(contactBar).getByRole('link', { name: 'secretariat@coaz.org' })).toHaveAttribute(
      'href',
      'mailto:secretariat@coaz.org',
    );

    const carousel = screen.getByRole('region', { name: 'Highlights' });
    // Every slide is in the markup; those not current or next are hidden until their turn.
    const headings = within(carousel).getAllByRole('heading', { hidden: true });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'CPD points in every province',
      'The annual general meeting',
    ]);
    expect(within(carousel).getByRole('link', { name: 'Find a course' })).toHaveAttribute(
      'href',
      '/services/cpd',
    );

    const story = screen.getByRole('heading', { name: 'Stethoscopes for rural health posts' });
    const storySection = story.closest('section') as HTMLElement;
    expect(storySection).toHaveTextContent('Members in Mongu gave their time.');
    expect(within(storySection).getByRole('link', { name: 'See the photographs' })).toHaveAttribute(
      'href',
      '/news?article=4',
    );
    const picture = within(storySection).getByRole('img', {
      name: 'Clinical officers unpacking boxes',
    });
    expect(picture.getAttribute('srcset')).toContain('-640.webp');

    const strip = screen.getByRole('region', { name: 'Talk to the secretariat' });
    expect(strip).toHaveTextContent('Monday to Saturday, 07:30 – 16:00');
    expect(screen.queryByText(CONTACT_PHONE)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows a contact saved before the server checked it as text, never as a link that does more', async () => {
    // `?bcc=` in a mailto: link copied a stranger on every message sent from the footer.
    const stored = await startScriptedServer(({ method, path }) => {
      if (method !== 'GET') return undefined;
      if (path === '/api/site-settings') {
        return {
          status: 200,
          body: {
            ...saved,
            contactEmail: 'info@coaz.org?bcc=spy%40evil.example',
            contactPhone: '+260 211 255 255;ext=99',
          },
        };
      }
      return path.startsWith('/api/')
        ? { status: 200, body: { items: [], nextCursor: null } }
        : undefined;
    });
    try {
      const { container } = renderFrame(true, stored.url);
      const footer = await screen.findByRole('contentinfo');
      expect(footer).toHaveTextContent('info@coaz.org?bcc=spy%40evil.example');
      expect(footer).toHaveTextContent('+260 211 255 255;ext=99');
      for (const link of container.querySelectorAll('a')) {
        expect(link.getAttribute('href') ?? '').not.toMatch(/^(mailto|tel):/);
      }
      const strip = screen.getByRole('region', { name: 'Talk to the secretariat' });
      expect(strip).toHaveTextContent('info@coaz.org?bcc=spy%40evil.example');
      await expectNoAxeViolations(container);
    } finally {
      await stored.close();
    }
  });

  it("shows content-data's settings on a page built without the server", async () => {
    renderFrame(false);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: CONTACT_PHONE })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: defaultSiteSettings().storyHeading })).toBeVisible();
  });

  it("reads them again in the home page's own loader, which a client navigation asks for", async () => {
    const context = new RouterContextProvider();
    context.set(siteRenderContext, renderContextReaching(server.url));
    const answer = await homeLoader({
      params: {},
      context,
      request: new Request('http://coaz.internal/home'),
    } as unknown as Parameters<typeof homeLoader>[0]);
    // This server answers no member figures: the page comes marked for no cache to keep.
    const data = 'init' in answer ? answer.data : answer;
    expect(data.settings).toEqual(saved);
  });
});
