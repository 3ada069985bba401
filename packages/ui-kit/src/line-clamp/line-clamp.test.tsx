import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineClamp } from './line-clamp';

describe('LineClamp', () => {
  it('keeps the whole text in the document and clamps it to the lines asked for', async () => {
    const text = 'A long paragraph about membership. '.repeat(20);
    const { container } = render(
      <LineClamp lines={4} as="p">
        {text}
      </LineClamp>,
    );
    const paragraph = screen.getByText(text.trim());
    expect(paragraph.tagName).toBe('P');
    expect(paragraph.style.getPropertyValue('--coaz-line-clamp')).toBe('4');
    expect(paragraph).toHaveClass('coaz-line-clamp');
    await expectNoAxeViolations(container);
  });

  it('renders a heading when asked', () => {
    render(
      <LineClamp lines={2} as="h3">
        Title
      </LineClamp>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Title' })).toBeInTheDocument();
  });
});
