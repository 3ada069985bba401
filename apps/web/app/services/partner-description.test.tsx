import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Partner } from '../render/content-types';
import { PartnerGrid } from './partner-grid';

// The kit's stylesheet, then the site's, as a page has them. Read as files: the test run does not
// load CSS imports.
const here = dirname(fileURLToPath(import.meta.url));
const kitStyles = readFileSync(
  fileURLToPath(import.meta.resolve('@coaz/ui-kit/styles.css')),
  'utf8',
);
const siteStyles = readFileSync(join(here, '../app.css'), 'utf8');

afterEach(() => {
  for (const style of document.head.querySelectorAll('style')) style.remove();
});

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
    for (const css of [kitStyles, siteStyles]) {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    }
    render(<PartnerGrid partners={[partner]} />);
    const text = screen.getByText(description);
    expect(getComputedStyle(text).overflow).toBe('visible');
    expect(getComputedStyle(text).display).toBe('block');
  });
});
