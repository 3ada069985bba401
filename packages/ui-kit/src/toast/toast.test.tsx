import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './toast';

/** A save button whose failure shows in an error toast, as a form would. */
function SaveForm() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Save
      </button>
      <Toast open={open} onClose={() => setOpen(false)} tone="error">
        Not saved
      </Toast>
    </>
  );
}

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

  it('returns the focus to where it came from when dismissed from the keyboard', async () => {
    render(<SaveForm />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('Not saved')).toBeNull();
    // The dismiss button is gone: the focus goes back to the control the member left, not the page.
    expect(save).toHaveFocus();
  });

  it.each([
    ['info', 'Information'],
    ['success', 'Success'],
    ['warning', 'Warning'],
    ['error', 'Error'],
  ] as const)(
    'names its %s tone in words and shows it in a mark of its own, not in colour alone',
    (tone, word) => {
      const { container } = render(
        <Toast open onClose={vi.fn()} tone={tone}>
          Your profile
        </Toast>,
      );
      const region = screen.getByRole(tone === 'error' ? 'alert' : 'status');
      // A screen reader hears the tone before the message; the colour of the edge says nothing to it.
      expect(region).toHaveTextContent(`${word}: Your profile`);
      // Someone who cannot tell the edge's colours apart (amber from red, green from the rest) sees
      // the tone's mark; it is hidden from screen readers, which get the word.
      const mark = container.querySelector('.coaz-toast__icon');
      expect(mark).toHaveAttribute('aria-hidden', 'true');
      expect(container.querySelector(`.coaz-toast--${tone}`)).toContainElement(mark as HTMLElement);
    },
  );

  it('names the tone in the words it is given', () => {
    render(
      <Toast open onClose={vi.fn()} tone="success" toneLabel="Imesungwa">
        Saved
      </Toast>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Imesungwa: Saved');
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
