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

  // A status inside a status is two live regions: screen readers said the label once for the
  // spinner and again for the region around it (the mobile-money payment's wait).
  it('inside a region that already announces, is no live region of its own', async () => {
    const { container } = render(
      <div role="status">
        <Spinner label="Waiting for the payment to be approved" live={false} />
        <p>Approve the prompt on your phone.</p>
      </div>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(container.querySelectorAll('[aria-live], [role="status"], [role="alert"]')).toHaveLength(
      1,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the payment to be approved');
    await expectNoAxeViolations(container);
  });

  it('can show its label', () => {
    render(<Spinner showLabel />);
    expect(screen.getByText('Loading')).toHaveClass('coaz-spinner__label');
  });
});
