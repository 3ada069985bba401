import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_KEY, HISTORY_LIFETIME_MS } from '../internal/chat-history';
import {
  emptyAnswer,
  hostileAnswer,
  membershipAnswer,
  membershipSearch,
} from '../test-support/constitution-replies';
import { MemoryStorage } from '../test-support/memory-storage';
import {
  advance,
  ask,
  createServiceDouble,
  dialog,
  expectAccessible,
  questionField,
  renderOpenWidget,
} from '../test-support/widget-harness';
import { ChatWidget } from './chat-widget';

const OFFLINE_TEXT =
  'The assistant is offline, so your question was not sent. It checks again every 30 seconds: press Retry once it says Online.';
const UNREACHABLE_TEXT =
  "Sorry, I couldn't reach the assistant. Check your connection, then press Retry.";
const WRITING_TEXT = 'The assistant is writing…';
const TIMEOUT_TEXT = 'The assistant took too long to answer. Press Retry to ask again.';
const SERVER_FAULT_TEXT =
  'The assistant had a problem on our side. Your question is kept: press Retry in a few minutes.';

function timeoutError(): Error {
  const error = new Error(
    'Request timed out. The server is taking longer than expected to respond.',
  );
  error.name = 'TimeoutError';
  return error;
}

/** An error as api-client's `ApiError` carries it: status, parsed body and `retryAfter`. */
function apiError(status: number, message: string, body: unknown, retryAfter?: number): Error {
  return Object.assign(new Error(message), { name: 'ApiError', status, body, retryAfter });
}

/**
 * `window.matchMedia` on a screen of this size, for the width and height queries the widget asks
 * (a comma-separated list matches when any of its queries does).
 */
function screenOf(width: number, height: number) {
  const size: Record<string, number> = { width, height };
  return (query: string) => ({
    matches: query.split(',').some((part) => {
      const found = /\(max-(width|height):\s*(\d+)px\)/.exec(part);
      return found !== null && (size[found[1] as string] as number) <= Number(found[2]);
    }),
  });
}

/** The conversation, apart from the live region that says its new messages. */
function conversation(): HTMLElement {
  return within(dialog()).getByRole('region', { name: 'Conversation' });
}

function messages(): HTMLElement[] {
  return within(dialog())
    .getAllByRole('listitem')
    .filter((item) => item.closest('ol')?.classList.contains('coaz-chat-messages'));
}

/** A page source with a route the widget must never link. */
function hostileSource() {
  const [source] = hostileAnswer.sources;
  if (!source) throw new Error('hostileAnswer has a source');
  return source;
}

function storedMessages(storage: MemoryStorage): { id: string; text: string }[] {
  const raw = storage.getItem(HISTORY_KEY);
  return raw === null ? [] : JSON.parse(raw).messages;
}

beforeAll(async () => {
  // Loads the window's module once so each lazy import settles at once under fake timers.
  await import('../chat-window/chat-window');
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ChatWidget health checks', () => {
  it('checks when the window opens, then every 30 s, and shows each status in words', async () => {
    const double = createServiceDouble();
    let answerCheck: (health: { ready: boolean }) => void = () => {};
    double.health
      .mockReturnValueOnce(
        new Promise((resolve) => {
          answerCheck = resolve;
        }),
      )
      .mockResolvedValueOnce({ ready: false })
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ ready: true });
    const { container } = render(<ChatWidget service={double.service} storage={null} />);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Ask about the constitution' }));
    await act(() => vi.dynamicImportSettled());
    await advance(0);

    expect(double.health).toHaveBeenCalledTimes(1);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Checking connection…');
    expect(questionField()).toBeEnabled();
    expect(questionField()).toHaveFocus();
    await expectAccessible(container);

    await act(async () => answerCheck({ ready: true }));
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Online');
    expect(questionField()).toBeEnabled();
    expect(questionField()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    await advance(29_999);
    expect(double.health).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(double.health).toHaveBeenCalledTimes(2);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Offline');
    // Typing costs nothing: the field and Send stay, and what is sent gets the offline reply.
    expect(questionField()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expectAccessible(container);

    await advance(30_000);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Offline');
    await advance(30_000);
    expect(double.health).toHaveBeenCalledTimes(4);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Online');
  });

  it('counts a check unanswered after 10 s as offline and checks again on schedule', async () => {
    const double = createServiceDouble();
    double.health.mockReturnValueOnce(new Promise(() => {}));
    render(<ChatWidget service={double.service} storage={null} defaultOpen />);
    await act(() => vi.dynamicImportSettled());
    // Mounted open, it checks at once: the deadline falls at 10 s, the next check at 30 s.
    await advance(9_999);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Checking connection…');
    await advance(1);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Offline');
    await advance(20_000);
    expect(double.health).toHaveBeenCalledTimes(2);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Online');
  });

  it('checks at once when mounted open, so the field is usable as soon as the service answers', async () => {
    const double = createServiceDouble();
    render(<ChatWidget service={double.service} storage={null} defaultOpen />);
    await act(() => vi.dynamicImportSettled());
    await advance(0);
    expect(double.health).toHaveBeenCalledTimes(1);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Online');
    expect(questionField()).toBeEnabled();
    expect(questionField()).toHaveFocus();
  });

  it('checks only while the window is open, and at once on opening when the last check is 30 s old', async () => {
    const double = createServiceDouble();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ChatWidget service={double.service} storage={null} />);
    const launcher = screen.getByRole('button', { name: 'Ask about the constitution' });
    // A page whose visitor never opens the assistant costs a member's data nothing: a check 1 s
    // after mount was one request on every page view, for a status shown only in the window.
    await advance(5 * 60_000);
    expect(double.health).not.toHaveBeenCalled();

    await user.click(launcher);
    await act(() => vi.dynamicImportSettled());
    await advance(0);
    expect(double.health).toHaveBeenCalledTimes(1);
    await advance(30_000);
    expect(double.health).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await advance(10_000);
    await user.click(launcher);
    await advance(0);
    // Opened again 10 s after the last check: the next one is still 20 s away.
    expect(double.health).toHaveBeenCalledTimes(2);
    await advance(20_000);
    expect(double.health).toHaveBeenCalledTimes(3);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await advance(10 * 60_000);
    expect(double.health).toHaveBeenCalledTimes(3);
  });

  it('says Offline as soon as the phone loses its connection, and checks again as soon as it is back', async () => {
    const double = createServiceDouble();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ChatWidget service={double.service} storage={null} />);
    await advance(1_000);
    await user.click(screen.getByRole('button', { name: 'Ask about the constitution' }));
    await act(() => vi.dynamicImportSettled());
    await advance(0);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Online');
    const checks = double.health.mock.calls.length;

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    // Not "Online" for up to 30 s more while every question fails.
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Offline');

    double.health.mockResolvedValue({ ready: true });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await advance(0);
    expect(double.health).toHaveBeenCalledTimes(checks + 1);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Online');

    // Closed, the connection coming back costs no check until the window is opened again.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await advance(0);
    expect(double.health).toHaveBeenCalledTimes(checks + 1);
    await user.click(screen.getByRole('button', { name: 'Ask about the constitution' }));
    await advance(0);
    expect(double.health).toHaveBeenCalledTimes(checks + 2);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Online');
  });

  it('stops checking once unmounted', async () => {
    const double = createServiceDouble();
    const { unmount } = render(<ChatWidget service={double.service} storage={null} />);
    unmount();
    await advance(60_000);
    expect(double.health).not.toHaveBeenCalled();
  });

  it('answers a question sent while offline with the offline message, without asking', async () => {
    const double = createServiceDouble();
    double.health.mockResolvedValue({ ready: false });
    const { user, container } = await renderOpenWidget({}, double);
    await user.click(screen.getByRole('button', { name: 'Membership' }));
    await advance(500);
    expect(double.ask).not.toHaveBeenCalled();
    expect(messages().at(-2) as HTMLElement).toHaveTextContent(
      'Who is eligible for membership of the association?',
    );
    const reply = messages().at(-1) as HTMLElement;
    expect(reply).toHaveTextContent(OFFLINE_TEXT);
    await expectAccessible(container);

    // Back online, the question goes with one press, not typed again.
    double.health.mockResolvedValue({ ready: true });
    await advance(30_000);
    await user.click(within(reply).getByRole('button', { name: 'Retry' }));
    await advance(500);
    expect(double.ask.mock.calls[0]?.[0].query).toBe(
      'Who is eligible for membership of the association?',
    );
    expect(messages().at(-1) as HTMLElement).toHaveTextContent('From the constitution');
  });
});

describe('ChatWidget on a page', () => {
  it("adds no second banner beside the page's own header when open", async () => {
    const banner = document.createElement('header');
    banner.textContent = 'The site header';
    document.body.prepend(banner);
    try {
      await renderOpenWidget();
      await expectAccessible(document.body);
    } finally {
      banner.remove();
    }
  });
});

describe('ChatWidget conversation', () => {
  it('sends after 500 ms with the page session id and shows the answer with Article links', async () => {
    const { user, ask: askSpy, container } = await renderOpenWidget();
    await user.type(questionField(), 'Who can join?{Enter}');
    expect(messages().at(-1) as HTMLElement).toHaveTextContent('Who can join?');
    expect(questionField()).toHaveValue('');
    expect(within(conversation()).getByText('The assistant is writing…')).toBeInTheDocument();
    await expectAccessible(container);
    await advance(499);
    expect(askSpy).not.toHaveBeenCalled();
    await advance(1);
    expect(askSpy).toHaveBeenCalledTimes(1);
    const [request] = askSpy.mock.calls[0] ?? [];
    expect(request).toMatchObject({ query: 'Who can join?', useRag: true });
    expect(request?.sessionId).toMatch(/^[0-9a-f-]{36}$/);

    const answer = messages().at(-1) as HTMLElement;
    expect(within(answer).getByText('From the constitution')).toBeInTheDocument();
    expect(within(answer).getByRole('link', { name: 'Article 5: Membership' })).toHaveAttribute(
      'href',
      '/constitution#article-5',
    );
    expect(
      within(answer).getByRole('link', { name: 'Article 40: Membership Fees' }),
    ).toHaveAttribute('href', '/constitution#article-40');
    // The site's own page on the question is offered beside the constitution's answer.
    expect(within(answer).getByText('On this site:')).toBeInTheDocument();
    expect(within(answer).getByRole('link', { name: 'How to join' })).toHaveAttribute(
      'href',
      '/membership/join',
    );
    expect(screen.queryByText('The assistant is writing…')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toMatch(
      /^Any clinical officer registered/,
    );
    await expectAccessible(container);

    await ask(user, 'And the fees?');
    expect(askSpy.mock.calls[1]?.[0].sessionId).toBe(request?.sessionId);
    // Every answer offers its pages; none of them may become one more landmark of the same name.
    expect(within(messages().at(-1) as HTMLElement).getByText('How to join')).toBeInTheDocument();
    await expectAccessible(container);
  });

  it('does not send a blank question', async () => {
    const { user, ask: askSpy } = await renderOpenWidget();
    await ask(user, '   ');
    expect(askSpy).not.toHaveBeenCalled();
    expect(messages()).toHaveLength(1);
  });

  it('gives the field the focus when Send is pressed with nothing to send, so the press is not met with silence', async () => {
    const { user, ask: askSpy } = await renderOpenWidget();
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    expect(questionField()).toHaveFocus();

    // A question too long to send: the field, marked invalid, says why when it takes the focus.
    await user.click(questionField());
    await user.paste('a'.repeat(2_001));
    await user.click(send);
    await advance(500);
    expect(askSpy).not.toHaveBeenCalled();
    expect(questionField()).toHaveFocus();
    expect(questionField()).toHaveAccessibleDescription(
      'Questions can be up to 2,000 characters. Shorten this one to send it.',
    );
  });

  it('keeps a pasted question over 2000 characters whole and says to shorten it, sending nothing', async () => {
    const { user, ask: askSpy, container } = await renderOpenWidget();
    const long = `Can they expel me if I do not pay subscriptions? ${'Please explain. '.repeat(160)}`;
    await user.click(questionField());
    await user.paste(long);
    expect(questionField()).toHaveValue(long);
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(
      'Questions can be up to 2,000 characters. Shorten this one to send it.',
    );
    expect(questionField()).toHaveAttribute('aria-invalid', 'true');
    expect(questionField()).toHaveAccessibleDescription(expect.stringContaining('2,000'));
    await expectAccessible(container);

    await user.keyboard('{Enter}');
    await advance(500);
    expect(askSpy).not.toHaveBeenCalled();
    expect(messages()).toHaveLength(1);
    expect(questionField()).toHaveValue(long);

    await user.clear(questionField());
    await user.paste(long.slice(0, 2000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await advance(500);
    expect(askSpy.mock.calls[0]?.[0].query).toBe(long.slice(0, 2000).trim());
  });

  it('shows quick questions only while the welcome message is alone, and sends their question', async () => {
    const { user, ask: askSpy } = await renderOpenWidget();
    const suggestions = screen.getByRole('list', { name: 'Suggested questions' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'About the association',
      'Membership',
      'How to join',
      'Services',
      'Contact information',
      'Training programmes',
    ]);
    await user.click(screen.getByRole('button', { name: 'How to join' }));
    expect(screen.queryByRole('list', { name: 'Suggested questions' })).not.toBeInTheDocument();
    await advance(500);
    expect(askSpy.mock.calls[0]?.[0].query).toBe('How do I join the association?');
  });

  it('links a custom Article address through a custom link component', async () => {
    const { user } = await renderOpenWidget({
      articleHref: (articleNumber) => `/about/constitution/${articleNumber}`,
      linkComponent: ({ href, children, className }) => (
        <a href={href} className={className} data-router-link="">
          {children}
        </a>
      ),
    });
    await ask(user, 'Who can join?');
    const link = screen.getByRole('link', { name: 'Article 40: Membership Fees' });
    expect(link).toHaveAttribute('href', '/about/constitution/40');
    expect(link).toHaveAttribute('data-router-link');
  });

  it('links every page of the site absolutely on siteOrigin, for a widget on another site', async () => {
    const double = createServiceDouble();
    const { user } = await renderOpenWidget({ siteOrigin: 'https://coaz.example.org/' }, double);
    await ask(user, 'Who can join?');
    const answer = messages().at(-1) as HTMLElement;
    expect(within(answer).getByRole('link', { name: 'Article 5: Membership' })).toHaveAttribute(
      'href',
      'https://coaz.example.org/constitution#article-5',
    );
    expect(within(answer).getByRole('link', { name: 'How to join' })).toHaveAttribute(
      'href',
      'https://coaz.example.org/membership/join',
    );

    double.ask.mockResolvedValue({
      ...membershipSearch,
      sources: [
        ...membershipSearch.sources,
        { ...hostileSource(), title: 'Partner page', route: 'https://partner.example.net/cpd' },
        hostileSource(),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(screen.getByRole('radio', { name: /matching passages/ }));
    await ask(user, 'membership');
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      'https://coaz.example.org/constitution#article-5',
      'https://coaz.example.org/constitution#article-40',
      'https://coaz.example.org/membership/join',
      // An address already absolute is kept; an unsafe one is still not linked.
      'https://partner.example.net/cpd',
    ]);
  });

  it('makes a custom Article address absolute on siteOrigin too', async () => {
    const { user } = await renderOpenWidget({
      siteOrigin: 'https://coaz.example.org',
      articleHref: (articleNumber) => `/about/constitution/${articleNumber}`,
    });
    await ask(user, 'Who can join?');
    expect(screen.getByRole('link', { name: 'Article 40: Membership Fees' })).toHaveAttribute(
      'href',
      'https://coaz.example.org/about/constitution/40',
    );
  });

  it('refuses a siteOrigin that is not an absolute http(s) address', () => {
    const { service } = createServiceDouble();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const siteOrigin of ['coaz.example.org', '/', 'javascript:alert(1)']) {
      expect(() => render(<ChatWidget service={service} siteOrigin={siteOrigin} />)).toThrow(
        /siteOrigin must be/,
      );
    }
  });

  it('searches in Search mode and lists passages with their matches marked', async () => {
    const { user, ask: askSpy, container } = await renderOpenWidget();
    askSpy.mockResolvedValue(membershipSearch);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    // Named as the replies are: a written answer quotes clauses rather than paraphrasing them, and
    // the list holds the site's pages (Join COAZ) as well as the constitution's passages.
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'An answer, with the Articles it comes from',
      "The matching passages, from the constitution and this site's pages",
    ]);
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectAccessible(container);
    await user.click(screen.getByRole('radio', { name: /matching passages/ }));
    await ask(user, 'membership');
    expect(askSpy.mock.calls[0]?.[0].useRag).toBe(false);

    const results = screen.getByRole('list', { name: 'Search results' });
    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/constitution#article-5',
    );
    expect(
      within(items[2] as HTMLElement).getByRole('link', { name: 'Join the association' }),
    ).toHaveAttribute('href', '/membership/join');
    expect(
      [...(items[0] as HTMLElement).querySelectorAll('mark')].map((mark) => mark.textContent),
    ).toEqual(['Membership', 'registered']);
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent(
      '3 matching passages found.',
    );
    await expectAccessible(container);
  });

  it('shows the passages and figures behind an answer when details are on', async () => {
    const { user, container } = await renderOpenWidget();
    await ask(user, 'Who can join?');
    expect(screen.queryByText('Passages used')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show how each answer was found' }));
    const answer = messages().at(-1) as HTMLElement;
    const passages = within(answer).getByRole('list', { name: 'Passages behind this answer' });
    expect(within(passages).getAllByRole('listitem')).toHaveLength(2);
    expect(within(answer).getByText('Model').nextElementSibling).toHaveTextContent('extractive');
    expect(within(answer).getByText('Confidence').nextElementSibling).toHaveTextContent('86%');
    expect(within(answer).getByText('Passages used').nextElementSibling).toHaveTextContent('2');
    expect(within(answer).getByText('Processing time').nextElementSibling).toHaveTextContent(
      '240 ms',
    );
    await expectAccessible(container);
  });
});

describe('ChatWidget errors and retries', () => {
  it('shows a timeout without retrying it, and keeps the question for the Retry button', async () => {
    const { user, ask: askSpy } = await renderOpenWidget();
    askSpy.mockRejectedValue(timeoutError());
    await ask(user, 'Who can join?');
    await advance(10_000);
    expect(askSpy).toHaveBeenCalledTimes(1);
    const failed = messages().at(-1) as HTMLElement;
    expect(failed).toHaveTextContent(`✕ Error: ${TIMEOUT_TEXT}`);

    askSpy.mockResolvedValue(membershipAnswer);
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await advance(500);
    expect(askSpy).toHaveBeenCalledTimes(2);
    expect(askSpy.mock.calls[1]?.[0]).toMatchObject({ query: 'Who can join?' });
    expect(messages().at(-1) as HTMLElement).toHaveTextContent(
      'From the constitutionAny clinical officer',
    );
  });

  it('says too many questions were sent and how long to wait, without retrying it', async () => {
    const { user, ask: askSpy, container } = await renderOpenWidget();
    askSpy.mockRejectedValue(
      apiError(429, 'Too many attempts. Try again in 45 seconds.', { error: 'rate_limited' }, 45),
    );
    await ask(user, 'Who can join?');
    await advance(10_000);
    expect(askSpy).toHaveBeenCalledTimes(1);
    const failed = messages().at(-1) as HTMLElement;
    expect(failed).toHaveTextContent(
      '✕ Error: Too many questions were sent in a short time. Wait 45 seconds, then press Retry.',
    );
    expect(failed).not.toHaveTextContent('attempts');
    await expectAccessible(container);
    // Nothing is sent again by itself; the visitor may, once the wait is over.
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await advance(500);
    expect(askSpy).toHaveBeenCalledTimes(2);
    expect(askSpy.mock.calls[1]?.[0]).toMatchObject({ query: 'Who can join?' });
  });

  it.each([
    ['the body (a page on another origin may not read Retry-After)', undefined, 120, '2 minutes'],
    ['neither: the chat limits count a minute', undefined, undefined, 'a minute'],
  ])('reads the wait for too many questions from %s', async (_from, header, body, wait) => {
    const { user, ask: askSpy } = await renderOpenWidget();
    askSpy.mockRejectedValue(
      apiError(
        429,
        'Too many attempts.',
        { error: 'rate_limited', retryAfterSeconds: body },
        header,
      ),
    );
    await ask(user, 'Who can join?');
    expect(messages().at(-1) as HTMLElement).toHaveTextContent(`Wait ${wait}, then press Retry.`);
  });

  it.each([
    ['a 500 without a JSON body', apiError(500, "Sorry, I couldn't reach the server.", undefined)],
    ["a 500 with the server's own words", apiError(500, 'Something went wrong', { error: 'x' })],
    [
      'a 503 from a proxy, retried first',
      apiError(503, "Sorry, I couldn't reach the server.", '<html>'),
    ],
    ["a 502 from a service of the page's own", Object.assign(new Error(''), { status: 502 })],
  ])(
    'says the assistant had a problem on our side for %s, keeping the question',
    async (_case, error) => {
      const { user, ask: askSpy } = await renderOpenWidget({ retries: 1 });
      askSpy.mockRejectedValue(error);
      await ask(user, 'Who can join?');
      await advance(500);
      const failed = messages().at(-1) as HTMLElement;
      expect(failed).toHaveTextContent(`✕ Error: ${SERVER_FAULT_TEXT}`);
      expect(failed).not.toHaveTextContent('connection');
      expect(messages().at(-2)).toHaveTextContent('You: Who can join?');

      askSpy.mockResolvedValue(membershipAnswer);
      await user.click(within(failed).getByRole('button', { name: 'Retry' }));
      await advance(500);
      expect(askSpy.mock.lastCall?.[0]).toMatchObject({ query: 'Who can join?', useRag: true });
      expect(messages().at(-1) as HTMLElement).toHaveTextContent('From the constitution');
    },
  );

  it('says the assistant had a problem when its reply cannot be read', async () => {
    const { user, ask: askSpy } = await renderOpenWidget();
    askSpy.mockResolvedValue({ ...membershipAnswer, responseType: 'oracle' } as never);
    await ask(user, 'Who can join?');
    expect(messages().at(-1) as HTMLElement).toHaveTextContent(SERVER_FAULT_TEXT);
  });

  it.each([
    [
      'in its own words',
      { error: 'validation_failed', message: 'The question is empty.' },
      'The question is empty.',
    ],
    [
      'without words: a refusal, not a lost connection',
      undefined,
      'The assistant could not take this question. Try asking it another way.',
    ],
  ])('shows a bad request %s', async (_case, body, shown) => {
    const { user, ask: askSpy } = await renderOpenWidget();
    askSpy.mockRejectedValue(
      apiError(400, body?.message ?? "Sorry, I couldn't reach the server.", body),
    );
    await ask(user, 'Who can join?');
    await advance(10_000);
    expect(askSpy).toHaveBeenCalledTimes(1);
    expect(messages().at(-1) as HTMLElement).toHaveTextContent(`✕ Error: ${shown}`);
  });

  it('offers Retry after a network failure in a widget with texts of its own', async () => {
    const { user, ask: askSpy } = await renderOpenWidget({
      retries: 0,
      texts: { unreachable: 'Tapafwile ukufika kuli seva.' },
    });
    askSpy.mockRejectedValue(new Error(''));
    await ask(user, 'Who can join?');
    const failed = messages().at(-1) as HTMLElement;
    expect(failed).toHaveTextContent('Tapafwile ukufika kuli seva.');
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('retries a network failure 3 times with a growing pause, then offers a retry', async () => {
    const { user, ask: askSpy, container } = await renderOpenWidget();
    askSpy.mockRejectedValue(new Error(''));
    await ask(user, 'Who can join?');
    expect(askSpy).toHaveBeenCalledTimes(1);
    await advance(499);
    expect(askSpy).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(askSpy).toHaveBeenCalledTimes(2);
    await advance(1_000);
    expect(askSpy).toHaveBeenCalledTimes(3);
    expect(within(conversation()).getByText('The assistant is writing…')).toBeInTheDocument();
    await advance(2_000);
    expect(askSpy).toHaveBeenCalledTimes(4);
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent(UNREACHABLE_TEXT);
    await advance(10_000);
    expect(askSpy).toHaveBeenCalledTimes(4);

    const failed = messages().at(-1) as HTMLElement;
    expect(failed).toHaveTextContent(`✕ Error: ${UNREACHABLE_TEXT}`);
    await expectAccessible(container);

    askSpy.mockResolvedValue(membershipAnswer);
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(messages().some((item) => item.textContent?.includes(UNREACHABLE_TEXT))).toBe(false);
    await advance(500);
    expect(askSpy).toHaveBeenCalledTimes(5);
    expect(askSpy.mock.calls[4]?.[0]).toMatchObject({ query: 'Who can join?', useRag: true });
    expect(messages().at(-1) as HTMLElement).toHaveTextContent(
      'From the constitutionAny clinical officer',
    );
    expect(messages().filter((item) => item.textContent === 'You: Who can join?')).toHaveLength(1);
  });

  it('announces a second failure in the same words again, and each answer once', async () => {
    const { user, ask: askSpy, container } = await renderOpenWidget({ retries: 0 });
    const live = container.querySelector('[aria-live="polite"]') as HTMLElement;
    const announced: string[] = [];
    // What a screen reader hears: text that the live region gains.
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) announced.push(node.textContent ?? '');
        if (record.type === 'characterData') announced.push(record.target.textContent ?? '');
      }
    });
    observer.observe(live, { childList: true, subtree: true, characterData: true });
    askSpy.mockRejectedValue(new Error(''));
    await ask(user, 'Who can join?');
    await user.click(
      within(messages().at(-1) as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    await advance(500);
    askSpy.mockResolvedValue(membershipAnswer);
    // The failed question is back in the field: sent from there this time.
    expect(questionField()).toHaveValue('Who can join?');
    await user.type(questionField(), '{Enter}');
    await advance(500);
    await act(async () => {});
    observer.disconnect();
    expect(announced.filter((text) => text !== '')).toEqual([
      WRITING_TEXT,
      UNREACHABLE_TEXT,
      WRITING_TEXT,
      UNREACHABLE_TEXT,
      WRITING_TEXT,
      membershipAnswer.answer,
    ]);
  });

  it('stops waiting for an answer on a hung connection, keeping the question for Retry', async () => {
    const { user, ask: askSpy, container } = await renderOpenWidget();
    let signal: AbortSignal | undefined;
    askSpy.mockImplementationOnce((_request, options) => {
      signal = options?.signal;
      return new Promise(() => {});
    });
    await ask(user, 'Can they kick me out if I do not pay subs?');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expectAccessible(container);

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByText('The assistant is writing…')).not.toBeInTheDocument();
    const stopped = messages().at(-1) as HTMLElement;
    expect(stopped).toHaveTextContent('You stopped waiting for this answer.');
    expect(screen.getByRole('region', { name: 'Conversation' })).toHaveFocus();

    await user.click(within(stopped).getByRole('button', { name: 'Retry' }));
    await advance(500);
    expect(askSpy.mock.calls[1]?.[0].query).toBe('Can they kick me out if I do not pay subs?');
    expect(messages().at(-1) as HTMLElement).toHaveTextContent('From the constitution');
  });

  it('puts a failed question back in the field to edit, keeping Retry, and sends it once', async () => {
    const { user, ask: askSpy, container } = await renderOpenWidget({ retries: 0 });
    const question =
      'Can a clinical officer working in a private clinic in Kitwe join as a member?';
    askSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    await ask(user, question);
    const failed = messages().at(-1) as HTMLElement;
    expect(failed).toHaveTextContent(UNREACHABLE_TEXT);
    expect(messages().at(-2)).toHaveTextContent(`You: ${question}`);
    // Back in the field, whole, and still behind Retry in the conversation.
    expect(questionField()).toHaveValue(question);
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(askSpy).toHaveBeenCalledTimes(1);
    await expectAccessible(container);

    // Edited and sent from the field: asked once, and the field empties as after any question.
    askSpy.mockResolvedValue(membershipAnswer);
    await user.type(questionField(), '{Backspace} or associate?{Enter}');
    await advance(500);
    expect(askSpy).toHaveBeenCalledTimes(2);
    expect(askSpy.mock.calls[1]?.[0].query).toBe(`${question.slice(0, -1)} or associate?`);
    expect(questionField()).toHaveValue('');
    expect(messages().at(-1) as HTMLElement).toHaveTextContent('From the constitution');
  });

  it('empties the field when Retry sends the question it holds, so Send cannot ask it twice', async () => {
    const { user, ask: askSpy } = await renderOpenWidget({ retries: 0 });
    askSpy.mockRejectedValue(timeoutError());
    await ask(user, 'Who can join?');
    expect(questionField()).toHaveValue('Who can join?');

    askSpy.mockResolvedValue(membershipAnswer);
    await user.click(
      within(messages().at(-1) as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    expect(questionField()).toHaveValue('');
    await user.type(questionField(), '{Enter}');
    await advance(500);
    expect(askSpy).toHaveBeenCalledTimes(2);
    expect(messages().filter((item) => item.textContent === 'You: Who can join?')).toHaveLength(1);
    expect(messages().at(-1) as HTMLElement).toHaveTextContent('From the constitution');
  });

  it('leaves what the visitor typed while waiting in the field when the question fails', async () => {
    const { user, ask: askSpy } = await renderOpenWidget({ retries: 0 });
    let fail: (error: Error) => void = () => {};
    askSpy.mockImplementationOnce(
      () =>
        new Promise((_resolve, reject) => {
          fail = reject;
        }),
    );
    await ask(user, 'Who can join?');
    await user.type(questionField(), 'How much are the subs');
    await act(async () => fail(new TypeError('Failed to fetch')));
    expect(messages().at(-1) as HTMLElement).toHaveTextContent(UNREACHABLE_TEXT);
    expect(questionField()).toHaveValue('How much are the subs');
    // Retry still sends the failed question; the field keeps the new words.
    await user.click(
      within(messages().at(-1) as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    await advance(500);
    expect(askSpy.mock.calls[1]?.[0].query).toBe('Who can join?');
    expect(questionField()).toHaveValue('How much are the subs');
  });

  it('puts the question back in the field after Stop, and after the offline reply', async () => {
    const double = createServiceDouble();
    double.ask.mockImplementationOnce(() => new Promise(() => {}));
    const { user } = await renderOpenWidget({}, double);
    await ask(user, 'Can they kick me out if I do not pay subs?');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(questionField()).toHaveValue('Can they kick me out if I do not pay subs?');

    await user.clear(questionField());
    double.health.mockResolvedValue({ ready: false });
    await advance(30_000);
    await ask(user, 'Who can vote?');
    expect(messages().at(-1) as HTMLElement).toHaveTextContent(OFFLINE_TEXT);
    expect(questionField()).toHaveValue('Who can vote?');
    expect(double.ask).toHaveBeenCalledTimes(1);
  });

  it('answers without an error when a retry gets through', async () => {
    const { user, ask: askSpy } = await renderOpenWidget();
    askSpy
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new Error("Sorry, I couldn't reach the server."));
    await ask(user, 'Who can join?');
    await advance(1_500);
    expect(askSpy).toHaveBeenCalledTimes(3);
    expect(messages().at(-1) as HTMLElement).toHaveTextContent(
      'From the constitutionAny clinical officer',
    );
    expect(messages().some((item) => item.textContent?.includes(UNREACHABLE_TEXT))).toBe(false);
  });

  it('says nothing was found for an empty answer', async () => {
    const { user, ask: askSpy } = await renderOpenWidget();
    askSpy.mockResolvedValue(emptyAnswer);
    await ask(user, 'What is the weather?');
    expect(messages().at(-1) as HTMLElement).toHaveTextContent(
      "No match in the constitutionI couldn't find relevant info in the constitution.",
    );
  });

  it('renders hostile answers, sources and questions as inert text', async () => {
    const { user, ask: askSpy, container } = await renderOpenWidget();
    askSpy.mockResolvedValue(hostileAnswer);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show how each answer was found' }));
    await ask(user, '<img src=x onerror="window.__hacked=1">');

    const chat = dialog();
    expect(chat.querySelector('img, script, b, i')).toBeNull();
    expect(chat).toHaveTextContent('<script>window.__hacked=1</script>');
    expect(chat).toHaveTextContent('You: <img src=x onerror="window.__hacked=1">');
    expect(within(chat).getByRole('link', { name: 'Article 7: <b>Powers</b>' })).toHaveAttribute(
      'href',
      '/constitution#article-7',
    );
    expect(
      within(chat).getByText('<script>window.__hacked=1</script>Evil page'),
    ).not.toHaveAttribute('href');
    expect(chat.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
    await expectAccessible(container);
  });
});

describe('ChatWidget history', () => {
  it('saves only once there is more than the welcome message, and clears everything', async () => {
    const { user, storage, ask: askSpy } = await renderOpenWidget();
    expect(storage.getItem(HISTORY_KEY)).toBeNull();
    await ask(user, 'Who can join?');
    expect(storedMessages(storage).map((message) => message.text)).toEqual([
      expect.stringMatching(/^Hello!/),
      'Who can join?',
      membershipAnswer.answer,
    ]);

    let signal: AbortSignal | undefined;
    askSpy.mockImplementation((_request, options) => {
      signal = options?.signal;
      return new Promise(() => {});
    });
    await ask(user, 'And the fees?');
    await user.click(screen.getByRole('button', { name: 'Clear chat' }));
    expect(signal?.aborted).toBe(true);
    expect(messages()).toHaveLength(1);
    expect(messages()[0] as HTMLElement).toHaveTextContent('Hello! I answer questions');
    expect(screen.getByRole('list', { name: 'Suggested questions' })).toBeInTheDocument();
    expect(screen.queryByText('The assistant is writing…')).not.toBeInTheDocument();
    expect(storage.getItem(HISTORY_KEY)).toBeNull();
  });

  it('brings a cleared conversation back with Undo, until the next question', async () => {
    const { user, storage, container } = await renderOpenWidget();
    await ask(user, 'Who can join?');
    await user.click(screen.getByRole('button', { name: 'Clear chat' }));
    expect(messages()).toHaveLength(1);
    expect(storage.getItem(HISTORY_KEY)).toBeNull();
    expect(screen.getByText('The chat was cleared.')).toBeInTheDocument();
    await expectAccessible(container);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(messages()).toHaveLength(3);
    expect(messages().at(-1) as HTMLElement).toHaveTextContent('Any clinical officer');
    expect(storedMessages(storage)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Conversation' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Clear chat' }));
    await ask(user, 'And the fees?');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(messages()).toHaveLength(3);
  });

  it('restores the stored conversation and keeps only the newest 100 messages', async () => {
    const storage = new MemoryStorage();
    const stored = Array.from({ length: 120 }, (_, index) => ({
      id: `m${index}`,
      author: index % 2 === 0 ? 'visitor' : 'assistant',
      text: `Message ${index}`,
    }));
    storage.setItem(
      HISTORY_KEY,
      JSON.stringify({ version: 1, savedAt: Date.now() - 60_000, messages: stored }),
    );
    const { user } = await renderOpenWidget({}, undefined, storage);
    expect(messages()).toHaveLength(100);
    expect(messages()[0] as HTMLElement).toHaveTextContent('Message 20');
    expect(screen.queryByRole('list', { name: 'Suggested questions' })).not.toBeInTheDocument();

    await ask(user, 'Who can join?');
    const saved = storedMessages(storage);
    expect(saved).toHaveLength(100);
    expect(saved[0]?.text).toBe('Message 22');
    expect(saved.at(-1)?.text).toBe(membershipAnswer.answer);
    expect(messages()).toHaveLength(100);
  });

  it('offers Retry for a question still waiting for its answer when the page was left', async () => {
    // A reload on a dropped connection while the answer was on its way: the history ends with the
    // question. It showed with no answer and no way to send it but typing it again.
    const storage = new MemoryStorage();
    storage.setItem(
      HISTORY_KEY,
      JSON.stringify({
        version: 1,
        savedAt: Date.now() - 60_000,
        messages: [
          { id: 'welcome', author: 'assistant', text: 'Hello!' },
          { id: 'q1', author: 'visitor', text: 'Can a member be suspended for not paying?' },
        ],
      }),
    );
    const { user, ask: askSpy, container } = await renderOpenWidget({}, undefined, storage);
    const reply = messages().at(-1) as HTMLElement;
    expect(reply).toHaveTextContent('You stopped waiting for this answer.');
    // Restored, not new: nothing is announced, and nothing is sent without the visitor asking.
    expect(container.querySelector('[aria-live]')).toHaveTextContent('');
    await advance(5_000);
    expect(askSpy).not.toHaveBeenCalled();

    await user.click(within(reply).getByRole('button', { name: 'Retry' }));
    await advance(500);
    expect(askSpy.mock.calls[0]?.[0]).toMatchObject({
      query: 'Can a member be suspended for not paying?',
      useRag: true,
    });
    expect(messages().at(-1) as HTMLElement).toHaveTextContent('From the constitution');
    expect(storedMessages(storage).map((message) => message.text)).toEqual([
      'Hello!',
      'Can a member be suspended for not paying?',
      membershipAnswer.answer,
    ]);
  });

  it('forgets a conversation 2 hours after its last message, for the next person on a shared phone', async () => {
    const storage = new MemoryStorage();
    const first = await renderOpenWidget({}, undefined, storage);
    await ask(first.user, 'Can they kick me out if I do not pay subs?');
    first.unmount();

    // The member comes back to it within the 2 hours and asks on.
    await advance(HISTORY_LIFETIME_MS - 60_000);
    const second = await renderOpenWidget({}, undefined, storage);
    expect(messages()).toHaveLength(3);
    await ask(second.user, 'And after notice?');
    second.unmount();

    // Still there a minute before the 2 hours are up; opening it to read does not extend them.
    await advance(HISTORY_LIFETIME_MS - 60_000);
    const third = await renderOpenWidget({}, undefined, storage);
    expect(messages()).toHaveLength(5);
    third.unmount();

    await advance(2 * 60_000);
    await renderOpenWidget({}, undefined, storage);
    expect(messages()).toHaveLength(1);
    expect(messages()[0] as HTMLElement).toHaveTextContent('Hello! I answer questions');
    expect(storage.getItem(HISTORY_KEY)).toBeNull();
  });

  it.each([
    ['broken JSON', '{"version":1,"messages":['],
    ['an unknown version', JSON.stringify({ version: 9, messages: [] })],
    [
      'a malformed message',
      JSON.stringify({ version: 1, messages: [{ id: 'a', author: 'hacker', text: 'x' }] }),
    ],
    [
      'a malformed reply',
      JSON.stringify({
        version: 1,
        messages: [{ id: 'a', author: 'assistant', text: 'x', reply: { answer: 3 } }],
      }),
    ],
  ])('discards a history with %s and starts afresh', async (_case, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(HISTORY_KEY, raw);
    await renderOpenWidget({}, undefined, storage);
    expect(messages()).toHaveLength(1);
    expect(messages()[0] as HTMLElement).toHaveTextContent('Hello! I answer questions');
    expect(storage.getItem(HISTORY_KEY)).toBeNull();
  });

  it('keeps chatting when the storage refuses to read or write', async () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const { user } = await renderOpenWidget({ storage: broken });
    await ask(user, 'Who can join?');
    expect(messages().at(-1) as HTMLElement).toHaveTextContent(
      'From the constitutionAny clinical officer',
    );
    await user.click(screen.getByRole('button', { name: 'Clear chat' }));
    expect(messages()).toHaveLength(1);
  });

  it("uses the browser's localStorage by default", async () => {
    window.localStorage.clear();
    const { user } = await renderOpenWidget({ storage: undefined });
    await ask(user, 'Who can join?');
    expect(window.localStorage.getItem(HISTORY_KEY)).toContain('Who can join?');
    window.localStorage.clear();
  });
});

describe('ChatWidget window', () => {
  it('is a labelled dialog that takes focus, closes on Esc and gives focus back', async () => {
    const { user, container } = await renderOpenWidget();
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    expect(questionField()).toHaveFocus();
    await expectAccessible(container);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const launcher = screen.getByRole('button', { name: 'Ask about the constitution' });
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(container);

    await user.keyboard('{Enter}');
    expect(questionField()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
  });

  it('keeps the conversation and settings when closed and opened again', async () => {
    const { user, container } = await renderOpenWidget();
    await ask(user, 'Who can join?');
    await user.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-pressed', 'true');
    expect(dialog()).toHaveClass('coaz-chat-window--expanded');
    await expectAccessible(container);
    await user.click(screen.getByRole('button', { name: 'Close the constitution assistant' }));
    await user.click(screen.getByRole('button', { name: 'Ask about the constitution' }));
    expect(messages()).toHaveLength(3);
    expect(dialog()).toHaveClass('coaz-chat-window--expanded');
  });

  it('works by keyboard alone from the floating button to an answer', async () => {
    const double = createServiceDouble();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ChatWidget service={double.service} storage={null} />);
    await advance(1_000);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ask about the constitution' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await act(() => vi.dynamicImportSettled());
    await advance(0);
    await user.keyboard('Who can join?{Enter}');
    await advance(500);
    expect(messages().at(-1) as HTMLElement).toHaveTextContent(
      'From the constitutionAny clinical officer',
    );
    await user.tab({ shift: true });
    await user.tab();
    expect(questionField()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Ask about the constitution' })).toHaveFocus();
  });

  it('takes the cursor into the settings it opens, and the first Escape closes only them', async () => {
    const { user } = await renderOpenWidget();
    const settings = screen.getByRole('button', { name: 'Settings' });
    await user.click(settings);
    // The panel comes after Expand, Clear chat and Close: Tab went through them first.
    const written = screen.getByRole('radio', { name: /An answer, with the Articles/ });
    expect(written).toBeChecked();
    expect(written).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Show how each answer was found' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask about the constitution' })).toHaveFocus();
  });

  it('leaves the cursor on Settings when it closes them', async () => {
    const { user } = await renderOpenWidget();
    const settings = screen.getByRole('button', { name: 'Settings' });
    await user.click(settings);
    await user.click(settings);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
  });

  it('keeps the focus in the window when the pressed quick question or Retry goes away, so Esc still closes it', async () => {
    const { user, ask: askSpy } = await renderOpenWidget();
    await user.click(screen.getByRole('button', { name: 'How to join' }));
    const log = screen.getByRole('region', { name: 'Conversation' });
    expect(log).toHaveFocus();
    await advance(500);

    askSpy.mockRejectedValue(timeoutError());
    await ask(user, 'Who can join?');
    const retry = within(messages().at(-1) as HTMLElement).getByRole('button', { name: 'Retry' });
    retry.focus();
    await user.keyboard('{Enter}');
    expect(retry).not.toBeInTheDocument();
    expect(log).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask about the constitution' })).toHaveFocus();
  });

  it('lets the visitor type on when the connection drops, and answers what is sent then with the offline reply', async () => {
    const double = createServiceDouble();
    double.health
      .mockResolvedValueOnce({ ready: true })
      .mockResolvedValueOnce({ ready: false })
      .mockResolvedValueOnce({ ready: true });
    const { user } = await renderOpenWidget({}, double);
    await user.type(questionField(), 'Who can');

    await advance(30_000);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Offline');
    // A field disabled mid-word lost the rest of the question and dropped the focus.
    expect(questionField()).toHaveFocus();
    await user.type(questionField(), ' vote?{Enter}');
    await advance(500);
    expect(double.ask).not.toHaveBeenCalled();
    expect(messages().at(-2) as HTMLElement).toHaveTextContent('Who can vote?');
    const reply = messages().at(-1) as HTMLElement;
    expect(reply).toHaveTextContent(OFFLINE_TEXT);

    await advance(30_000);
    await user.click(within(reply).getByRole('button', { name: 'Retry' }));
    await advance(500);
    expect(double.ask.mock.calls[0]?.[0].query).toBe('Who can vote?');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Ask about the constitution' })).toHaveFocus();
  });

  it('takes what is typed before the first check answers, and asks without waiting for it on a slow connection', async () => {
    const double = createServiceDouble();
    let answerCheck: (health: { ready: boolean }) => void = () => {};
    double.health.mockReturnValueOnce(
      new Promise((resolve) => {
        answerCheck = resolve;
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ChatWidget service={double.service} storage={null} defaultOpen />);
    await act(() => vi.dynamicImportSettled());
    await advance(0);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Checking connection…');
    // Keys typed into a field disabled until the check answered were lost ("Who can vote" came
    // out " vote" on a 1.2 s round trip).
    expect(questionField()).toHaveFocus();
    await user.type(questionField(), 'Who can vote?{Enter}');
    await advance(500);
    expect(double.ask.mock.calls[0]?.[0].query).toBe('Who can vote?');
    expect(messages().at(-1) as HTMLElement).toHaveTextContent('From the constitution');
    act(() => answerCheck({ ready: true }));
    await advance(0);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Online');
  });

  it('keeps Tab inside the window while it fills a small screen', async () => {
    vi.stubGlobal('matchMedia', screenOf(360, 640));
    try {
      const { user } = await renderOpenWidget();
      const send = screen.getByRole('button', { name: 'Send' });
      send.focus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus();
      await user.tab({ shift: true });
      expect(send).toHaveFocus();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([
    ['upright', 360, 640],
    ['turned sideways', 640, 360],
  ])('gets out of the way when a citation is followed on a phone %s', async (_, width, height) => {
    vi.stubGlobal('matchMedia', screenOf(width, height));
    try {
      const { user } = await renderOpenWidget();
      await ask(user, 'Who can join?');
      const citation = screen.getByRole('link', { name: 'Article 5: Membership' });
      // jsdom does not navigate; the window closing is what the visitor would see.
      citation.addEventListener('click', (event) => event.preventDefault());
      await user.click(citation);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ask about the constitution' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("fits the window above a phone's on-screen keyboard that lies over the page, and back to the whole screen once it goes", async () => {
    // A 360 by 740 phone whose keyboard lies over the lower 340 px, as the browser reports it.
    const viewport = Object.assign(new EventTarget(), { height: 740, offsetTop: 0, scale: 1 });
    vi.stubGlobal('visualViewport', viewport);
    // The layout viewport, which the keyboard does not shorten where it lies over the page.
    Object.defineProperty(document.documentElement, 'clientHeight', {
      configurable: true,
      value: 740,
    });
    try {
      const { unmount } = await renderOpenWidget();
      const visible = () => ({
        top: dialog().style.getPropertyValue('--coaz-chat-visible-top'),
        height: dialog().style.getPropertyValue('--coaz-chat-visible-height'),
      });
      expect(visible()).toEqual({ top: '', height: '' });

      act(() => {
        Object.assign(viewport, { height: 400 });
        viewport.dispatchEvent(new Event('resize'));
      });
      expect(visible()).toEqual({ top: '0px', height: '400px' });
      // Safari on iPhone pans the page to show the field: the visible part moves down.
      act(() => {
        Object.assign(viewport, { offsetTop: 120 });
        viewport.dispatchEvent(new Event('scroll'));
      });
      expect(visible()).toEqual({ top: '120px', height: '400px' });

      // A pinch zoom shrinks the visible part too, but is no keyboard: the window stays put.
      act(() => {
        Object.assign(viewport, { height: 370, offsetTop: 0, scale: 2 });
        viewport.dispatchEvent(new Event('resize'));
      });
      expect(visible()).toEqual({ top: '', height: '' });

      act(() => {
        Object.assign(viewport, { height: 740, scale: 1 });
        viewport.dispatchEvent(new Event('resize'));
      });
      expect(visible()).toEqual({ top: '', height: '' });
      unmount();
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(document.documentElement, 'clientHeight');
    }
  });

  it('stays open when a citation is followed on a large screen', async () => {
    const { user } = await renderOpenWidget();
    await ask(user, 'Who can join?');
    const citation = screen.getByRole('link', { name: 'Article 5: Membership' });
    citation.addEventListener('click', (event) => event.preventDefault());
    await user.click(citation);
    expect(dialog()).toBeInTheDocument();
  });

  it('keeps Tab inside the window on a large screen too, where it covers the page behind', async () => {
    const { user } = await renderOpenWidget();
    const settings = screen.getByRole('button', { name: 'Settings' });
    const send = screen.getByRole('button', { name: 'Send' });
    settings.focus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
    await user.tab();
    expect(settings).toHaveFocus();
  });

  it('is modal while open: the page around it is inert until it closes', async () => {
    const double = createServiceDouble();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <div>
        <a href="/contact">Contact us</a>
        <div inert>
          <a href="/hidden">Hidden by the host</a>
        </div>
        <footer>
          <ChatWidget service={double.service} storage={null} />
          <a href="/privacy">Privacy</a>
        </footer>
      </div>,
    );
    await advance(1_000);
    const launcher = screen.getByRole('button', { name: 'Ask about the constitution' });
    await user.click(launcher);
    await act(() => vi.dynamicImportSettled());
    await advance(0);

    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Contact us')).toHaveAttribute('inert');
    expect(screen.getByText('Privacy')).toHaveAttribute('inert');
    expect(dialog().closest('[inert]')).toBeNull();
    expect(launcher.closest('[inert]')).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.getByText('Contact us')).not.toHaveAttribute('inert');
    expect(screen.getByText('Privacy')).not.toHaveAttribute('inert');
    expect(screen.getByText('Hidden by the host', { ignore: false }).parentElement).toHaveAttribute(
      'inert',
    );
  });

  it('closes when the visitor presses the page outside it, keeping the conversation', async () => {
    const double = createServiceDouble();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <main>
        <p>Page text</p>
        <ChatWidget service={double.service} storage={null} />
      </main>,
    );
    await advance(1_000);
    await user.click(screen.getByRole('button', { name: 'Ask about the constitution' }));
    await act(() => vi.dynamicImportSettled());
    await advance(0);
    await ask(user, 'Who can join?');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(dialog()).toBeInTheDocument();

    await user.click(screen.getByText('Page text'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Page text')).not.toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Ask about the constitution' }));
    expect(messages()).toHaveLength(3);
  });

  it('opens by itself after mount when asked to', async () => {
    const double = createServiceDouble();
    render(<ChatWidget service={double.service} storage={null} defaultOpen />);
    await act(() => vi.dynamicImportSettled());
    await advance(0);
    expect(dialog()).toBeInTheDocument();
  });

  it('uses the texts it is given', async () => {
    await renderOpenWidget({ texts: { title: 'Constitution help', welcome: 'Muli shani!' } });
    expect(screen.getByRole('dialog', { name: 'Constitution help' })).toHaveTextContent(
      'Muli shani!',
    );
  });
});
