import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatisticsBanner } from './statistics-banner';

/** The banner's figures as `hidden` picks them: each list item's number, then its label. */
function figureLines(hidden: string) {
  const banner = screen.getByRole('region', { name: 'The association in numbers' });
  return within(banner)
    .getAllByRole('listitem')
    .map((item) =>
      [...item.querySelectorAll('p')].map((line) => {
        const kept = line.cloneNode(true) as HTMLElement;
        for (const left of kept.querySelectorAll(hidden)) left.remove();
        return kept.textContent;
      }),
    );
}

/** The figures as drawn: what screen readers alone hear is left out. */
const shownFigures = () => figureLines('.coaz-visually-hidden');
/** The figures as read out: what is drawn for the eye alone is left out. */
const spokenFigures = () => figureLines('[aria-hidden="true"]');

describe('StatisticsBanner', () => {
  it('shows the figures it is given, the member counts rounded down, the others exactly', async () => {
    const { container } = render(
      <StatisticsBanner
        figures={{ members: 1250, activeMembers: 812, districts: 116 }}
        partners={7}
      />,
    );
    expect(shownFigures()).toEqual([
      ['1,200+', 'Members'],
      ['810+', 'Active members'],
      ['116', 'Districts of Zambia'],
      ['7', 'Partners'],
    ]);
    await expectNoAxeViolations(container);
  });

  it('reads a rounded count\'s + as "more than", and an exact figure as it is', () => {
    render(
      <StatisticsBanner
        figures={{ members: 1250, activeMembers: 1200, districts: 116 }}
        partners={7}
      />,
    );
    expect(spokenFigures()).toEqual([
      ['more than 1,200', 'Members'],
      ['1,200', 'Active members'],
      ['116', 'Districts of Zambia'],
      ['7', 'Partners'],
    ]);
  });

  it('leaves out a figure that could not be read, telling nobody, and waits for nothing', () => {
    render(<StatisticsBanner figures={{ members: 40, activeMembers: 31 }} partners={3} />);
    expect(shownFigures()).toEqual([
      ['40', 'Members'],
      ['31', 'Active members'],
      ['3', 'Partners'],
    ]);
    expect(screen.queryByText('Districts of Zambia')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('…')).toBeNull();
  });

  it('starts no app: nothing in it asks the page to start one', () => {
    const { container } = render(
      <StatisticsBanner figures={{ members: 1, activeMembers: 1, districts: 1 }} partners={1} />,
    );
    expect(container.querySelector('[data-app-start], [aria-busy]')).toBeNull();
  });
});
