import type { PersonDetails } from '@coaz/ui-kit';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applySiteStylesheets, removeSiteStylesheets } from '../test-support/site-stylesheets';
import { PeopleGrid } from './people-grid';

// The person dialog needs JavaScript, and the public pages run none until the visitor reaches for
// a control: with scripting off nobody could read an officer's details. Each card also links to
// the person's details in the page, which show only when linked to (:target).

afterEach(removeSiteStylesheets);

const people: PersonDetails[] = [
  {
    name: 'Sample President Name',
    position: 'President',
    tenure: '2026 to 2030',
    about: 'Has led the Copperbelt branch for six years.',
    qualifications: ['Diploma in Clinical Medicine'],
  },
  { name: 'Vice-President', position: 'National Executive Committee' },
];

describe('PeopleGrid without a script', () => {
  it('links each card to a section of the page that holds the person’s details, and back', async () => {
    const { container } = render(<PeopleGrid heading="Composition" people={people} />);
    const link = screen.getByRole('link', { name: 'Sample President Name' });
    const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
    expect(target).not.toBeNull();
    const details = within(target as HTMLElement);
    // The section is named by the person, under the grid's second-level heading.
    expect(target).toHaveAccessibleName('Sample President Name');
    expect(
      details.getByRole('heading', { level: 3, name: 'Sample President Name' }),
    ).toBeInTheDocument();
    expect(details.getByText('2026 to 2030')).toBeInTheDocument();
    expect(details.getByText('Has led the Copperbelt branch for six years.')).toBeInTheDocument();
    expect(details.getByRole('heading', { level: 4, name: 'Qualifications' })).toBeInTheDocument();
    // A way back to the card the visitor came from.
    const back = details.getByRole('link', { name: 'Back to Composition' });
    const card = document.getElementById(back.getAttribute('href')?.slice(1) ?? '');
    expect(card).toContainElement(link);
    // Each card leads to its own person.
    const other = screen.getByRole('link', { name: 'Vice-President' });
    expect(other.getAttribute('href')).not.toBe(link.getAttribute('href'));
    await expectNoAxeViolations(container);
  });

  it('keeps the dialog for a browser that runs the script', async () => {
    render(<PeopleGrid heading="Composition" people={people} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sample President Name' }));
    expect(screen.getByRole('dialog', { name: 'Sample President Name' })).toHaveTextContent(
      '2026 to 2030',
    );
  });

  it('shows only the details linked to, so the page is not every profile at once', () => {
    applySiteStylesheets();
    render(<PeopleGrid heading="Composition" people={people} />);
    // jsdom evaluates no media query: the link that shows where scripting is off stays hidden.
    const link = screen.getByRole('button', { name: 'Sample President Name' }).nextElementSibling;
    const href = link?.getAttribute('href') ?? '';
    const section = document.getElementById(href.slice(1)) as HTMLElement;
    expect(getComputedStyle(section).display).toBe('none');
    const shown = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      .filter((rule) => rule.selectorText.includes(':target'))
      .find((rule) => section.matches(rule.selectorText.replace(':target', '')));
    expect(shown?.style.display).toBe('block');
  });
});
