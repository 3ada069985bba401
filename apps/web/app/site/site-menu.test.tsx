import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test-support/render-route';
import { SiteLayout } from './site-layout';

function Page() {
  return (
    <SiteLayout>
      <h1>Page</h1>
    </SiteLayout>
  );
}

describe("the menu's Home entry", () => {
  it('leads to the home page at /, in the phone menu as in the bar', () => {
    renderRoute([{ path: '/about', Component: Page }], '/about');
    for (const name of ['Main', 'Main (small screens)']) {
      const menu = screen.getByRole('navigation', { name, hidden: true });
      expect(within(menu).getByRole('link', { name: 'Home', hidden: true })).toHaveAttribute(
        'href',
        '/',
      );
    }
  });

  it('is the current page at the older address /home too', () => {
    renderRoute([{ path: '/home', Component: Page }], '/home');
    const menu = screen.getByRole('navigation', { name: 'Main (small screens)', hidden: true });
    expect(within(menu).getByRole('link', { name: 'Home', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
