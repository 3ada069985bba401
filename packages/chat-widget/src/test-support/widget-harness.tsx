import type { ChatReply, ChatRequest } from '@coaz/api-client';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ChatAskOptions, ChatService } from '../chat-service';
import { ChatWidget, type ChatWidgetProps } from '../chat-widget/chat-widget';
import { membershipAnswer } from './constitution-replies';
import { MemoryStorage } from './memory-storage';

// Testing Library drains pending work with a timer after each user event and only advances
// fake timers it recognises as Jest's; this lets it advance vitest's fake clock instead.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

/** A service double whose two methods are spies the test can script. */
export function createServiceDouble() {
  const health = vi.fn<() => Promise<{ ready: boolean }>>(async () => ({ ready: true }));
  const ask = vi.fn<(request: ChatRequest, options?: ChatAskOptions) => Promise<ChatReply>>(
    async () => membershipAnswer,
  );
  const service: ChatService = { health, ask };
  return { health, ask, service };
}

/** Moves the fake clock on and lets React finish what that started. */
export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

// Captured when the test file loads, before any test fakes the clock.
const realTimers = {
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  setImmediate: globalThis.setImmediate,
  clearImmediate: globalThis.clearImmediate,
};

/**
 * Runs the axe check while the clock is fake: axe paces its own work with timers, so it gets
 * the real ones for the duration and the widget's fake timers stay exactly where they were.
 */
export async function expectAccessible(element: Element): Promise<void> {
  const fakeTimers = {
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
    setImmediate: globalThis.setImmediate,
    clearImmediate: globalThis.clearImmediate,
  };
  Object.assign(globalThis, realTimers);
  try {
    await expectNoAxeViolations(element);
  } finally {
    Object.assign(globalThis, fakeTimers);
  }
}

/** The dialog, once it is open. */
export function dialog(): HTMLElement {
  return screen.getByRole('dialog', { name: 'COAZ constitution assistant' });
}

/** The question field. */
export function questionField(): HTMLInputElement {
  return screen.getByRole('textbox', { name: 'Your question' }) as HTMLInputElement;
}

/**
 * Renders the widget with fake timers running and opens the window (waiting for its lazily
 * loaded code), whose opening runs the first health check and lets it answer.
 */
export async function renderOpenWidget(
  props: Partial<ChatWidgetProps> = {},
  double = createServiceDouble(),
  storage = new MemoryStorage(),
) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(<ChatWidget service={double.service} storage={storage} {...props} />);
  await user.click(screen.getByRole('button', { name: 'Ask about the constitution' }));
  await act(() => vi.dynamicImportSettled());
  await advance(0);
  return { ...double, ...view, storage, user };
}

/** Types a question and presses Enter, then waits out the send delay and the reply. */
export async function ask(user: ReturnType<typeof userEvent.setup>, question: string) {
  await user.type(questionField(), `${question}{Enter}`);
  await advance(500);
}
