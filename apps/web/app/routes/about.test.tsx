import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test-support/render-route';
import About from './about';

describe('the about page', () => {
  it('leads a reader who wants the association’s leaders to them', () => {
    renderRoute([{ path: '/about', Component: About }], '/about');
    expect(screen.getByRole('link', { name: 'Who leads the association' })).toHaveAttribute(
      'href',
      '/organisation/governance/national_executive_committee',
    );
  });
});
