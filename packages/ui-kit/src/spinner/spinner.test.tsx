import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('tells assistive technology what is loading', async () => {
    const { container } = render(<Spinner label="Loading news" size="large" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading news');
    expect(screen.getByText('Loading news')).toHaveClass('coaz-visually-hidden');
    await expectNoAxeViolations(container);
  });

  it('can show its label', () => {
    render(<Spinner showLabel />);
    expect(screen.getByText('Loading')).toHaveClass('coaz-spinner__label');
  });
});
