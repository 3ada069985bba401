// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  AutoRotatingList,
  CardGrid,
  DashboardSidebar,
  ExpandableText,
  HeroCarousel,
  LoginEntry,
  MobileDrawer,
  NavigationMenu,
  NewsCard,
  SearchBox,
  SiteFooter,
  SiteHeader,
  StatisticCounter,
  Tabs,
  Toast,
} from './index';

// The web app prerenders every public route, so the kit must render on a server with no window,
// and what it renders there must already hold the content.
describe('server rendering', () => {
  it('renders a full page without a browser, content included', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <>
        <SiteHeader
          brand={<a href="/">Home</a>}
          navigation={
            <NavigationMenu
              items={[
                { label: 'News', href: '/news' },
                {
                  label: 'About',
                  href: '/about',
                  children: [{ label: 'History', href: '/history' }],
                },
              ]}
            />
          }
          search={<SearchBox label="Search" results={[]} onSelect={vi.fn()} />}
          account={<LoginEntry loginHref="/login" onLogout={vi.fn()} />}
          mobileMenu={<MobileDrawer label="Menu">Links</MobileDrawer>}
        />
        <HeroCarousel
          label="Highlights"
          slides={[
            {
              id: 'one',
              image: { src: '/one.jpg', alt: 'One', width: 1600, height: 900 },
              eyebrow: 'Small',
              heading: 'Large heading',
              action: { label: 'Go', href: '/go' },
            },
          ]}
        />
        <StatisticCounter value={4821} label="Members" />
        <ExpandableText>About the association</ExpandableText>
        <CardGrid label="News">
          <NewsCard title="Story" summary="Text" href="/news/story" />
        </CardGrid>
        <AutoRotatingList label="Related" items={[{ id: 'a', content: 'Related story' }]} />
        <Tabs label="Tabs" tabs={[{ id: 'a', label: 'First', content: 'First panel' }]} />
        <DashboardSidebar mode="view" sections={[{ id: 'p', label: 'Profile', href: '/p' }]} />
        <Toast open={false} onClose={vi.fn()}>
          Saved
        </Toast>
        <SiteFooter
          organisationName="Association"
          contacts={[]}
          location={['Lusaka']}
          workHours={[{ days: 'Monday to Friday', hours: '08:00-17:00' }]}
          copyrightYear={2024}
        />
      </>,
    );
    expect(html).toContain('Large heading');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('4,821');
    expect(html).toContain('>News</a>');
    expect(html).toContain('Related story');
    expect(html).toContain('First panel');
    expect(html).toContain('08:00-17:00');
    expect(html).toMatch(/©.*2024/);
  });
});
