import { landingSections } from '@coaz/content-data';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../site/site-settings';
import { testEvent } from '../test-support/content-server';
import { renderRoute } from '../test-support/render-route';
import { HomePage } from './home-page';

function Home() {
  return <HomePage news={[]} events={[]} partners={[]} settings={defaultSiteSettings()} />;
}

describe("the home page's benefits", () => {
  it('says once, for the whole list, that they are for paid-up members', async () => {
    renderRoute([{ path: '/home', Component: Home }], '/home');
    const section = screen.getByRole('region', { name: landingSections.benefits.heading });
    // Said once: before, a badge and a sentence in each of the five tiles said it five times.
    expect(within(section).getAllByText(/paid up/)).toHaveLength(1);
    expect(within(section).queryByText(/PAID MEMBERS ONLY/)).toBeNull();
    // A screen reader moving into the list hears the condition with it.
    const list = within(section).getByRole('list', {
      description: 'Paid members only: each of these is for members whose subscription is paid up.',
    });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(landingSections.benefits.points);
    await expectNoAxeViolations(section);
  });
});

describe('the home page before editors add partners', () => {
  it('shows no empty partners section and no figure of nought partners', () => {
    renderRoute([{ path: '/home', Component: Home }], '/home');
    expect(screen.queryByRole('heading', { name: 'Our partners' })).toBeNull();
    const figures = screen.getByRole('region', { name: 'The association in numbers' });
    expect(within(figures).queryByText('Partners')).toBeNull();
  });
});

function HomeWithEvents() {
  return (
    <HomePage
      news={[]}
      happeningNow={[testEvent({ id: 1, title: 'Scientific congress' })]}
      events={[testEvent({ id: 2, title: 'Screening day in Ndola' })]}
      partners={[]}
      settings={defaultSiteSettings()}
    />
  );
}

describe("the home page's events", () => {
  it('lists an event under way under Happening now, before the upcoming events', async () => {
    renderRoute([{ path: '/home', Component: HomeWithEvents }], '/home');
    const now = screen.getByRole('region', { name: 'Happening now' });
    const upcoming = screen.getByRole('region', { name: 'Upcoming events' });
    expect(within(now).getByRole('heading', { name: 'Scientific congress' })).toBeVisible();
    expect(within(upcoming).queryByText('Scientific congress')).toBeNull();
    expect(within(upcoming).getByRole('heading', { name: 'Screening day in Ndola' })).toBeVisible();
    expect(now.compareDocumentPosition(upcoming) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoAxeViolations(now);
    await expectNoAxeViolations(upcoming);
  });

  it('shows no Happening now section when no event is under way', () => {
    renderRoute([{ path: '/home', Component: Home }], '/home');
    expect(screen.queryByRole('region', { name: 'Happening now' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Upcoming events' })).toBeInTheDocument();
  });
});
