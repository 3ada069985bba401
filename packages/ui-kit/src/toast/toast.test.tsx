import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './toast';

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces its message in a region that is always present, and can be dismissed', async () => {
    const onClose = vi.fn();
    const { container, rerender } = render(
      <Toast open={false} onClose={onClose}>
        Saved
      </Toast>,
    );
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    rerender(
      <Toast open onClose={onClose} tone="success">
        Saved
      </Toast>,
    );
    expect(region).toHaveTextContent('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('puts an error in an alert region that was in the page before it, even when the tone changes as it opens', () => {
    // A live region only reliably announces what is added to it after it is in the page; one whose
    // role turns from status to alert as the message arrives is missed by some screen readers.
    const onClose = vi.fn();
    const { rerender } = render(
      <Toast open={false} onClose={onClose} tone="success">
        Saved
      </Toast>,
    );
    const alertRegion = screen.getByRole('alert');
    const statusRegion = screen.getByRole('status');
    expect(alertRegion).toBeEmptyDOMElement();
    rerender(
      <Toast open onClose={onClose} tone="error">
        Could not save
      </Toast>,
    );
    expect(screen.getByRole('alert')).toBe(alertRegion);
    expect(alertRegion).toHaveTextContent('Could not save');
    expect(statusRegion).toBeEmptyDOMElement();
  });

  it('closes by itself after its duration, but not while hovered', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <Toast open onClose={onClose} durationMs={4000}>
        Saved
      </Toast>,
    );
    const toast = screen.getByText('Saved').parentElement as HTMLElement;
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(3999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps errors until they are dismissed', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <Toast open onClose={onClose} tone="error">
        Not saved
      </Toast>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved');
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
  });
});
