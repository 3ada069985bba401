import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteErrorPage } from './site-error-page';

describe('the site’s error page', () => {
  it('offers a search of the site besides the way home, for an address with no page', () => {
    render(
      <MemoryRouter>
        <SiteErrorPage notFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(screen.getByRole('link', { name: 'Search the site' })).toHaveAttribute(
      'href',
      '/search',
    );
  });

  it("offers a search of the address's words where it has them", () => {
    render(
      <MemoryRouter>
        <SiteErrorPage notFound searchWords="press releases" />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('link', { name: 'Search the site for “press releases”' }),
    ).toHaveAttribute('href', '/search?q=press%20releases');
    expect(screen.queryByRole('link', { name: 'Search the site' })).toBeNull();
  });

  it('offers no search for a page that failed: searching would not mend it', () => {
    render(
      <MemoryRouter>
        <SiteErrorPage notFound={false} searchWords="leadership" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: /^Search/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });
});
