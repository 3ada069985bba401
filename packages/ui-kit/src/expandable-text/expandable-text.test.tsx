import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExpandableText } from './expandable-text';

describe('ExpandableText', () => {
  it('expands with Read More and collapses with Show Less, reporting its state', async () => {
    const { container } = render(
      <ExpandableText collapsedLines={2}>
        <p>The association was founded by clinical officers.</p>
      </ExpandableText>,
    );
    const text = screen.getByText(
      'The association was founded by clinical officers.',
    ).parentElement;
    const toggle = screen.getByRole('button', { name: 'Read More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', text?.id);
    expect(text).toHaveClass('coaz-line-clamp');
    await expectNoAxeViolations(container);

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(text).not.toHaveClass('coaz-line-clamp');
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getByRole('button', { name: 'Read More' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('uses the labels it is given', () => {
    render(
      <ExpandableText readMoreLabel="Soma zambiri" defaultExpanded showLessLabel="Chepetsani">
        Text
      </ExpandableText>,
    );
    expect(screen.getByRole('button', { name: 'Chepetsani' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('names each button after its subject while showing only Read More and Show Less', async () => {
    const { container } = render(
      <>
        <ExpandableText subject="How points are earned">Points text</ExpandableText>
        <ExpandableText subject="Fees">Fees text</ExpandableText>
      </>,
    );
    const points = screen.getByRole('button', { name: 'Read More: How points are earned' });
    screen.getByRole('button', { name: 'Read More: Fees' });
    // Sight shows the label alone.
    expect(points.textContent).toBe('Read More');
    await expectNoAxeViolations(container);

    await userEvent.click(points);
    expect(
      screen.getByRole('button', { name: 'Show Less: How points are earned' }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Read More: Fees' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
