import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadNotice } from './download-notice';
import { CLEAR_AFTER_MS, SPEAK_AFTER_MS } from './spoken-notice-timing';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('DownloadNotice', () => {
  it('says a download, then empties itself so that reading the page later does not meet it', async () => {
    vi.useFakeTimers();
    const { container, rerender } = render(<DownloadNotice downloaded={undefined} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    rerender(<DownloadNotice downloaded={{ fileName: 'receipt-R2026-000012.pdf' }} />);
    act(() => vi.advanceTimersByTime(SPEAK_AFTER_MS));
    expect(status).toHaveTextContent('Downloaded receipt-R2026-000012.pdf');
    act(() => vi.advanceTimersByTime(CLEAR_AFTER_MS - SPEAK_AFTER_MS - 100));
    expect(status).toHaveTextContent('Downloaded receipt-R2026-000012.pdf');
    act(() => vi.advanceTimersByTime(200));
    expect(status).toBeEmptyDOMElement();

    // The same file again is said again.
    rerender(<DownloadNotice downloaded={{ fileName: 'receipt-R2026-000012.pdf' }} />);
    act(() => vi.advanceTimersByTime(SPEAK_AFTER_MS));
    expect(status).toHaveTextContent('Downloaded receipt-R2026-000012.pdf');

    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});
