import { associationDuties, servicePages } from '@coaz/content-data';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AssociationDuty from '../routes/association-duty';
import Service from '../routes/service';
import { publicPagePaths } from '../site/public-paths';
import { renderRoute } from '../test-support/render-route';
import { dutyNextSteps, serviceNextSteps } from './next-steps';

// Partners and careers end with their own lists (the partners, the open vacancies).
const servicesWithSteps = servicePages.filter(
  (page) => page.slug !== 'partners' && page.slug !== 'careers',
);

/** The links after a page's last section heading: what a reader is offered at its end. */
function linksAtTheEnd(container: HTMLElement): HTMLAnchorElement[] {
  const headings = container.querySelectorAll('h2');
  const last = headings[headings.length - 1];
  if (!last) throw new Error('the page has no section');
  return [...container.querySelectorAll('a')].filter(
    (link) => last.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
}

describe('next steps', () => {
  it.each(servicesWithSteps.map((page) => page.slug))(
    'the %s service page ends by saying how to get the service',
    (slug) => {
      const { container } = renderRoute(
        [{ path: '/services/:service', Component: Service }],
        `/services/${slug}`,
      );
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(linksAtTheEnd(container).length).toBeGreaterThan(0);
    },
  );

  it.each(associationDuties.map((duty) => duty.slug))(
    'the %s page under The association ends with where to go next',
    (slug) => {
      const { container } = renderRoute(
        [{ path: '/association/:duty', Component: AssociationDuty }],
        `/association/${slug}`,
      );
      expect(linksAtTheEnd(container).length).toBeGreaterThan(0);
    },
  );

  it('leads only to pages the site has', () => {
    const pages = new Set(publicPagePaths());
    for (const step of [...Object.values(serviceNextSteps), ...Object.values(dutyNextSteps)].flat())
      expect(pages.has(step.to.split('#')[0] ?? ''), step.to).toBe(true);
  });
});
