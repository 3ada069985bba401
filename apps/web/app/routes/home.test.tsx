import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Home, { meta } from './home';

describe('home route', () => {
  it('names the association in its heading and title', async () => {
    const { container } = render(<Home />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Clinical Officers Association of Zambia',
    );
    expect(meta({} as never)).toContainEqual({
      title: 'Home | Clinical Officers Association of Zambia',
    });
    await expectNoAxeViolations(container);
  });
});
