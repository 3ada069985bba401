import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('draws the lines asked for, hidden from assistive technology', async () => {
    const { container } = render(
      <div aria-busy="true">
        <Skeleton lines={3} />
      </div>,
    );
    const group = container.querySelector('.coaz-skeleton-lines');
    expect(group).toHaveAttribute('aria-hidden', 'true');
    const lines = container.querySelectorAll('.coaz-skeleton--text');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toHaveClass('is-last');
    await expectNoAxeViolations(container);
  });

  it('sizes blocks and circles', () => {
    const { container, rerender } = render(<Skeleton shape="circle" width="64px" />);
    const circle = container.querySelector('.coaz-skeleton') as HTMLElement;
    expect(circle.style.width).toBe('64px');
    expect(circle.style.height).toBe('64px');
    rerender(<Skeleton shape="block" height="200px" />);
    const block = container.querySelector('.coaz-skeleton--block') as HTMLElement;
    expect(block.style.width).toBe('100%');
    expect(block.style.height).toBe('200px');
  });
});
