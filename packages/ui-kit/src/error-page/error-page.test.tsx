import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';

describe('ErrorPage', () => {
  it('titles the page with the title it is given and offers a way out', async () => {
    const { container } = render(
      <ErrorPage
        title="Unexpected Application Error!"
        status={500}
        message="Something went wrong on our side."
        actions={<a href="/">Go to the home page</a>}
        details={'TypeError: x is undefined\n<script>alert(1)</script>'}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByText('Technical details'));
    expect(screen.getByText(/TypeError: x is undefined/)).toHaveTextContent(
      '<script>alert(1)</script>',
    );
    expect(container.querySelector('script')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
