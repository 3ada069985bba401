import { landingSections } from '@coaz/content-data';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../site/site-settings';
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
