import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Partner } from '../render/content-types';
import { applySiteStylesheets, removeSiteStylesheets } from '../test-support/site-stylesheets';
import { PartnerGrid } from './partner-grid';

afterEach(removeSiteStylesheets);

const description =
  'Regulates higher education institutions; we bring members’ views on clinical medicine programmes and upgrading routes.';

const partner: Partner = {
  id: 1,
  name: 'Higher Education Authority',
  description,
  logo: null,
  url: null,
  order: 1,
  status: 'published',
  publishAt: null,
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe("a partner's description", () => {
  it('reads whole on the partners page, never cut off after four lines', () => {
    applySiteStylesheets();
    render(<PartnerGrid partners={[partner]} />);
    const text = screen.getByText(description);
    expect(getComputedStyle(text).overflow).toBe('visible');
    expect(getComputedStyle(text).display).toBe('block');
  });
});
