import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_LIFETIME_MS } from '../internal/use-live-announcement';
import { membershipAnswer } from '../test-support/constitution-replies';
import { advance, ask, dialog, renderOpenWidget } from '../test-support/widget-harness';

const WRITING = 'The assistant is writing…';

/** The window's polite live region. */
function liveRegion(): HTMLElement {
  const region = dialog().querySelector<HTMLElement>('[aria-live="polite"]');
  if (region === null) throw new Error('the window has a polite live region');
  return region;
}

/** Records what a screen reader hears from the live region: the text it gains, in order. */
function listen(region: HTMLElement): { heard: string[]; stop(): void } {
  const heard: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) heard.push(node.textContent ?? '');
      if (record.type === 'characterData') heard.push(record.target.textContent ?? '');
    }
  });
  observer.observe(region, { childList: true, subtree: true, characterData: true });
  return {
    heard,
    stop: () => observer.disconnect(),
  };
}

beforeAll(async () => {
  // Loads the window's module once so each lazy import settles at once under fake timers.
  await import('./chat-window');
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ChatWindow live region', () => {
  it('says once that the assistant is writing, through the network retries, then the answer', async () => {
    const { user, ask: askSpy } = await renderOpenWidget();
    const listener = listen(liveRegion());
    askSpy
      .mockRejectedValueOnce(new Error(''))
      .mockRejectedValueOnce(new Error(''))
      .mockResolvedValueOnce(membershipAnswer);
    await ask(user, 'Who can join?');
    expect(liveRegion()).toHaveTextContent(WRITING);
    // The first retry after 0.5 s, the second 1 s later: "writing…" is not said again.
    await advance(1_500);
    await act(async () => {});
    listener.stop();
    expect(askSpy).toHaveBeenCalledTimes(3);
    expect(listener.heard.filter((text) => text !== '')).toEqual([
      WRITING,
      membershipAnswer.answer,
    ]);
  });

  it('says that the assistant is writing for a quick question and a Retry too', async () => {
    const { user, ask: askSpy } = await renderOpenWidget({ retries: 0 });
    const listener = listen(liveRegion());
    askSpy.mockRejectedValueOnce(new Error(''));
    await user.click(screen.getByRole('button', { name: /about the association/i }));
    await advance(500);
    await user.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    await advance(500);
    listener.stop();
    const heard = listener.heard.filter((text) => text !== '');
    expect(heard).toHaveLength(4);
    expect(heard[0]).toBe(WRITING);
    expect(heard[1]).toMatch(/couldn't reach the assistant/);
    expect(heard[2]).toBe(WRITING);
    expect(heard[3]).toBe(membershipAnswer.answer);
  });

  it('empties itself once the answer has had time to be said, so the window holds it once', async () => {
    const { user } = await renderOpenWidget();
    await ask(user, 'Who can join?');
    expect(liveRegion()).toHaveTextContent(membershipAnswer.answer);

    await advance(ANNOUNCEMENT_LIFETIME_MS - 1);
    expect(liveRegion()).toHaveTextContent(membershipAnswer.answer);
    await advance(1);
    // A screen reader reading the window line by line meets the answer in the conversation only,
    // not a second time after Send.
    expect(liveRegion()).toBeEmptyDOMElement();
    expect(dialog().textContent?.split(membershipAnswer.answer)).toHaveLength(2);
  });

  it('gives the next question its own "writing…" in place of the last answer', async () => {
    const { user, ask: askSpy } = await renderOpenWidget();
    await ask(user, 'Who can join?');
    askSpy.mockImplementationOnce(() => new Promise(() => {}));
    await ask(user, 'And the fees?');
    expect(liveRegion()).toHaveTextContent(WRITING);
    expect(liveRegion()).not.toHaveTextContent(membershipAnswer.answer);
    // Still waiting long after: the region is empty, and "writing…" shows once, with Stop.
    await advance(ANNOUNCEMENT_LIFETIME_MS);
    expect(liveRegion()).toBeEmptyDOMElement();
    expect(within(dialog()).getAllByText(WRITING)).toHaveLength(1);
  });
});
