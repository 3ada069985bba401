import '../styles.css';
import type { ChatSource } from '@coaz/api-client';
import { rightToLeft } from '@coaz/vitest-config/story-decorators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChatService } from '../chat-service';
import { membershipSearch } from '../test-support/constitution-replies';
import { createStoryChatService } from '../test-support/story-chat-service';
import { ChatWidget } from './chat-widget';

const meta = {
  title: 'Chat Widget/ChatWidget',
  component: ChatWidget,
  args: { service: createStoryChatService(), storage: null, defaultOpen: true },
  // Each story in its own frame on the Docs page too: an open window makes the page around it
  // inert, which on a shared page would be the other stories.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 8_000 };

async function openWindow(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return canvas.findByRole('dialog', { name: 'COAZ constitution assistant' }, LONG);
}

async function whenOnline(canvasElement: HTMLElement) {
  const dialog = await openWindow(canvasElement);
  await within(dialog).findByText('Online', {}, LONG);
  return within(dialog);
}

async function askQuestion(dialog: ReturnType<typeof within>, question: string) {
  await userEvent.type(
    dialog.getByRole('textbox', { name: 'Your question' }),
    `${question}{Enter}`,
  );
}

/** Switches the open window to Search mode, as a visitor does in Settings. */
async function chooseSearchMode(dialog: ReturnType<typeof within>) {
  await userEvent.click(dialog.getByRole('button', { name: 'Settings' }));
  await userEvent.click(dialog.getByRole('radio', { name: /matching passages/ }));
  await userEvent.click(dialog.getByRole('button', { name: 'Settings' }));
}

/** The page as a visitor first sees it: only the small floating button. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const launcher = within(canvasElement).getByRole('button', {
      name: 'Ask about the constitution',
    });
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Before the first health check has answered. */
export const Checking: Story = {
  args: { service: createStoryChatService({ health: 'checking' }) },
  play: async ({ canvasElement }) => {
    const dialog = within(await openWindow(canvasElement));
    await expect(dialog.getByRole('status')).toHaveTextContent('Checking connection…');
    // Typing does not wait for the check: on a slow connection keys typed meanwhile were lost.
    await expect(dialog.getByRole('textbox', { name: 'Your question' })).toBeEnabled();
  },
};

/** The service is down: a question, typed or quick, gets the offline reply with Retry. */
export const Offline: Story = {
  args: { service: createStoryChatService({ health: 'offline' }) },
  play: async ({ canvasElement }) => {
    const dialog = within(await openWindow(canvasElement));
    await dialog.findByText('Offline', {}, LONG);
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
    await askQuestion(dialog, 'Who can vote?');
    await expect(await dialog.findByRole('button', { name: 'Retry' }, LONG)).toBeEnabled();
    await expect(dialog.getByText('Who can vote?')).toBeVisible();
    // Shown in the conversation, and said once by the live region.
    await expect(dialog.getAllByText(/so your question was not sent/)).toHaveLength(2);
  },
};

/** Ready, with the welcome message and the six quick questions. */
export const ReadyAndEmpty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    const suggestions = dialog.getByRole('list', { name: 'Suggested questions' });
    await expect(within(suggestions).getAllByRole('button')).toHaveLength(6);
    await expect(dialog.getByRole('textbox', { name: 'Your question' })).toHaveFocus();
  },
};

/** An answer whose citations link to the cited Articles. */
export const ConversationWithCitations: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await askQuestion(dialog, 'Who can become a member?');
    const link = await dialog.findByRole('link', { name: 'Article 5: Membership' }, LONG);
    await expect(link).toHaveAttribute('href', '/constitution#article-5');
  },
};

/** Embedded on another site: every link goes to the association's site (`siteOrigin`). */
export const OnAnotherSite: Story = {
  args: { siteOrigin: 'https://coaz.example.org' },
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await askQuestion(dialog, 'Who can become a member?');
    const link = await dialog.findByRole('link', { name: 'Article 5: Membership' }, LONG);
    await expect(link).toHaveAttribute('href', 'https://coaz.example.org/constitution#article-5');
    await expect(dialog.getByRole('link', { name: 'How to join' })).toHaveAttribute(
      'href',
      'https://coaz.example.org/membership/join',
    );
  },
};

/**
 * Search mode (Settings, 'The matching passages…'): no composed answer, but a numbered list of the
 * Articles and site pages the passages come from, each linked, with the matched words marked.
 */
export const SearchResults: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await chooseSearchMode(dialog);
    await askQuestion(dialog, 'membership');
    const results = await dialog.findByRole('list', { name: 'Search results' }, LONG);
    await expect(within(results).getAllByRole('listitem')).toHaveLength(3);
    await expect(results.querySelectorAll('mark').length).toBeGreaterThan(0);
  },
};

/**
 * A search service whose first Article holds two of the passages found, and which finds nothing
 * for 'zzz'.
 */
function groupedSearchService(): ChatService {
  const [article, ...others] = membershipSearch.sources as [ChatSource, ...ChatSource[]];
  const secondPassage: ChatSource = {
    ...article,
    pageStart: 5,
    pageEnd: 5,
    excerpt:
      'Student membership is open to a person enrolled full time at a training institution recognised by the Health Professions Council of Zambia.',
    highlights: [{ start: 8, end: 18 }],
  };
  return {
    health: async () => ({ ready: true }),
    ask: async (request) => ({
      ...membershipSearch,
      sources: /zzz/.test(request.query) ? [] : [article, secondPassage, ...others],
    }),
  };
}

/**
 * One result per Article or page, on a 360 px phone: two passages found in Article 5 are listed
 * under its one link, with the pages they span, rather than as two results with the same title;
 * each passage is an item of its own, set apart by a rule, not run on into the next.
 */
export const SearchResultsFromOneArticle: Story = {
  args: { service: groupedSearchService() },
  parameters: {
    viewport: {
      options: { phone360: { name: '360 by 640', styles: { width: '360px', height: '640px' } } },
    },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await chooseSearchMode(dialog);
    await askQuestion(dialog, 'membership');
    const results = await dialog.findByRole('list', { name: 'Search results' }, LONG);
    await expect(
      within(results).getAllByRole('link', { name: 'Article 5: Membership' }),
    ).toHaveLength(1);
    await expect(within(results).getByText(/Pages 4–5/)).toBeVisible();
    const article = results.firstElementChild as HTMLElement;
    const passages = within(within(article).getByRole('list')).getAllByRole('listitem');
    await expect(passages).toHaveLength(2);
    const [first, second] = passages.map((passage) => passage.getBoundingClientRect());
    // The second passage starts below the first, with a gap between them.
    await expect((second?.top ?? 0) - (first?.bottom ?? 0)).toBeGreaterThan(4);
    await expect(getComputedStyle(passages[0] as HTMLElement).borderInlineStartWidth).toBe('3px');
  },
};

/** Search mode finding nothing: a sentence says so, and there is no empty list. */
export const SearchFindsNothing: Story = {
  args: { service: groupedSearchService() },
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await chooseSearchMode(dialog);
    await askQuestion(dialog, 'zzz');
    await dialog.findByText("I couldn't find relevant info in the constitution.", {}, LONG);
    await expect(dialog.queryByRole('list', { name: 'Search results' })).toBeNull();
  },
};

/** The network failed on every try: the error with its red cross and the retry action. */
export const ErrorWithRetry: Story = {
  args: { service: createStoryChatService({ failures: 4, delayMs: 150 }) },
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await askQuestion(dialog, 'How do I join?');
    await dialog.findByRole('button', { name: 'Retry' }, LONG);
    await expect(
      dialog.getByText(
        "Sorry, I couldn't reach the assistant. Check your connection, then press Retry.",
      ),
    ).toBeInTheDocument();
  },
};

/**
 * A service that refuses every question as api-client's chat client reports it: `status`, the
 * parsed body and `retryAfter`, from the server's 429 or a proxy's 500 page.
 */
function refusingService(status: number, body: unknown, retryAfter?: number): ChatService {
  return {
    health: async () => ({ ready: true }),
    ask: async () => {
      throw Object.assign(new Error("Sorry, I couldn't reach the server."), {
        name: 'ApiError',
        status,
        body,
        retryAfter,
      });
    },
  };
}

/**
 * Too many questions in a minute (the server's 429): the wait the server gave, in words, and
 * Retry for when it is over. Not the login's "Too many attempts".
 */
export const RateLimited: Story = {
  args: {
    service: refusingService(
      429,
      { error: 'rate_limited', message: 'Too many attempts. Try again in 45 seconds.' },
      45,
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await askQuestion(dialog, 'How do I join?');
    await dialog.findByText(
      'Too many questions were sent in a short time. Wait 45 seconds, then press Retry.',
      {},
      LONG,
    );
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/**
 * The server failed (a 500, or a proxy's 502 or 503 page without a JSON body): the member reads
 * that the fault is ours, not their connection, and the question waits behind Retry.
 */
export const ServerFault: Story = {
  args: { service: refusingService(500, '<html><body>Internal Server Error</body></html>') },
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await askQuestion(dialog, 'How do I join?');
    await dialog.findByText(
      'The assistant had a problem on our side. Your question is kept: press Retry in a few minutes.',
      {},
      LONG,
    );
    await expect(dialog.getByText('How do I join?')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** Waiting for an answer: the question shows, the assistant is writing, and Send waits its turn. */
export const WaitingForAnAnswer: Story = {
  args: { service: createStoryChatService({ delayMs: 600_000 }) },
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await askQuestion(dialog, 'How do I join?');
    // In the conversation, with Stop; the live region says the same words for a few seconds.
    const conversation = within(dialog.getByRole('region', { name: 'Conversation' }));
    await conversation.findByText('The assistant is writing…', {}, LONG);
    await expect(dialog.getByRole('button', { name: 'Stop' })).toBeEnabled();
    await expect(dialog.getByText('How do I join?')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** The wide window, for long answers. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Expand' }));
    await expect(dialog.getByRole('button', { name: 'Expand' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/**
 * The settings: how the assistant answers (an answer with the Articles it comes from, or the
 * matching passages, which is Search mode) and whether each answer shows how it was found.
 * Opened, they take the cursor (the chosen answer); Esc closes them, back on Settings.
 */
export const SettingsOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Settings' }));
    await expect(dialog.getByRole('radio', { name: /An answer/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /An answer/ })).toHaveFocus();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Show how each answer was found' }));
    await expect(
      dialog.getByRole('checkbox', { name: 'Show how each answer was found' }),
    ).toBeChecked();
  },
};

/**
 * A right-to-left page (`dir="rtl"`, as an Arabic or Hebrew site sets it): the button and the
 * window sit in the bottom-left corner, the window's edge 16 px from the screen's as in the right-hand
 * corner of a left-to-right page, expanded or not.
 */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const chatWindow = await openWindow(canvasElement);
    const launcher = within(canvasElement).getByRole('button', {
      name: 'Close the constitution assistant',
    });
    await expect(Math.round(launcher.getBoundingClientRect().left)).toBe(16);
    await expect(Math.round(chatWindow.getBoundingClientRect().left)).toBe(16);
    const dialog = within(chatWindow);
    await dialog.findByText('Online', {}, LONG);
    await userEvent.click(dialog.getByRole('button', { name: 'Expand' }));
    await expect(Math.round(chatWindow.getBoundingClientRect().left)).toBe(16);
  },
};

/** On a phone the window fills the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await askQuestion(dialog, 'Who can become a member?');
    await dialog.findByRole('link', { name: 'Article 5: Membership' }, LONG);
    const box = (await openWindow(canvasElement)).getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
    // No room to expand a window that already fills the screen.
    await expect(dialog.queryByRole('button', { name: 'Expand' })).toBeNull();
  },
};

/**
 * A laptop's 1280 by 800 screen zoomed to 400 % leaves 320 by 200 CSS pixels (WCAG 1.4.10,
 * Reflow): the conversation keeps room for several lines of an answer, and the window scrolls
 * as a whole to reach the title bar and the field.
 */
export const ZoomedTo400Percent: Story = {
  parameters: {
    viewport: {
      options: {
        zoomed400: { name: '1280 by 800 at 400 %', styles: { width: '320px', height: '200px' } },
      },
    },
  },
  globals: { viewport: { value: 'zoomed400', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await askQuestion(dialog, 'Who can become a member?');
    await dialog.findByRole('link', { name: 'Article 5: Membership' }, LONG);
    await expect(window.innerHeight).toBe(200);
    const log = dialog.getByRole('region', { name: 'Conversation' });
    // Four lines of text at least, not the sliver left between the title bar and the field.
    await expect(log.clientHeight).toBeGreaterThanOrEqual(100);
    const field = dialog.getByRole('textbox', { name: 'Your question' });
    field.scrollIntoView();
    await expect(field.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Whether an element is on screen from its top edge to its bottom edge. */
function wholeOnScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight + 0.5;
}

/**
 * A 360 by 640 phone whose on-screen keyboard is open, on a page that lets the keyboard shrink the
 * viewport (`interactive-widget=resizes-content`): 300 px are left. The title bar and the field
 * with Send stay on screen, and the conversation between them shrinks, keeping room for a few lines.
 */
export const PhoneWithKeyboardOpen: Story = {
  parameters: {
    viewport: {
      options: {
        keyboardOpen: {
          name: '360 by 640, keyboard open',
          styles: { width: '360px', height: '300px' },
        },
      },
    },
  },
  globals: { viewport: { value: 'keyboardOpen', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await askQuestion(dialog, 'Who can become a member?');
    await dialog.findByRole('link', { name: 'Article 5: Membership' }, LONG);
    await expect(window.innerHeight).toBe(300);
    const field = dialog.getByRole('textbox', { name: 'Your question' });
    await expect(field).toHaveFocus();
    await expect(wholeOnScreen(field)).toBe(true);
    await expect(wholeOnScreen(dialog.getByRole('button', { name: 'Send' }))).toBe(true);
    await expect(wholeOnScreen(dialog.getByRole('button', { name: 'Close' }))).toBe(true);
    const log = dialog.getByRole('region', { name: 'Conversation' });
    await expect(log.clientHeight).toBeGreaterThanOrEqual(100);
  },
};

/**
 * A phone turned sideways (640 by 360): the window fills the screen as it does upright, rather
 * than a short box above the floating button whose field had to be scrolled to.
 */
export const PhoneTurnedSideways: Story = {
  parameters: {
    viewport: {
      options: {
        landscape: { name: '640 by 360, sideways', styles: { width: '640px', height: '360px' } },
      },
    },
  },
  globals: { viewport: { value: 'landscape', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    const box = (await openWindow(canvasElement)).getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(window.innerHeight);
    await expect(wholeOnScreen(dialog.getByRole('textbox', { name: 'Your question' }))).toBe(true);
    await expect(wholeOnScreen(dialog.getByRole('button', { name: 'Send' }))).toBe(true);
  },
};

/**
 * On a phone a long answer opens at its first line, not scrolled to its end; a reply that fits
 * is shown whole with the conversation scrolled to the bottom.
 */
export const MobileLongAnswer: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    const log = dialog.getByRole('region', { name: 'Conversation' });
    const answers = () => log.querySelectorAll('.coaz-chat-message--assistant');
    const logTop = () =>
      log.getBoundingClientRect().top + Number.parseFloat(getComputedStyle(log).paddingTop);

    await askQuestion(dialog, 'Can students join?');
    await waitFor(() => expect(answers()).toHaveLength(2), LONG);
    const long = answers()[1] as HTMLElement;
    // The answer is taller than the conversation, or this story would prove nothing.
    await expect(long.getBoundingClientRect().height).toBeGreaterThan(log.clientHeight);
    await expect(Math.abs(long.getBoundingClientRect().top - logTop())).toBeLessThan(1);

    await askQuestion(dialog, 'How much is the subscription?');
    await waitFor(() => expect(answers()).toHaveLength(3), LONG);
    await expect(log.scrollHeight - log.clientHeight - log.scrollTop).toBeLessThan(1);
    await expect(answers()[2]?.getBoundingClientRect().top).toBeGreaterThanOrEqual(logTop());
  },
};

/**
 * Element rules that CSS frameworks and site themes commonly set, loaded after the widget's own
 * stylesheet: none of them may shrink the title bar's buttons, darken the title on the green bar
 * or change the lettering of the conversation.
 */
const HOST_PAGE_CSS = `
  *, *::before, *::after { box-sizing: content-box; }
  button, [type='button'] { padding: 20px; font-size: 2rem; line-height: 3; border: 4px solid #373c44; background: #e7e9ee; min-height: 60px; }
  h2 { color: #373c44; font-family: Georgia, serif; letter-spacing: 0.2em; text-transform: uppercase; }
  p, li { color: #373c44; text-transform: uppercase; letter-spacing: 0.3em; }
  section { max-width: 300px; margin: 24px; }
  [role='dialog'] { top: 50%; left: 50%; transform: translate(-50%, -50%); padding: 40px; }
`;

const WHITE = 'rgb(255, 255, 255)';

/** On a page whose own CSS styles every button, heading and paragraph. */
export const OnAStyledHostPage: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <style>{HOST_PAGE_CSS}</style>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    const chatWindow = await openWindow(canvasElement);
    for (const name of ['Settings', 'Expand', 'Clear chat', 'Close']) {
      const button = dialog.getByRole('button', { name });
      const box = button.getBoundingClientRect();
      await expect([Math.round(box.width), Math.round(box.height)]).toEqual([44, 44]);
      const icon = (button.querySelector('svg') as SVGElement).getBoundingClientRect();
      await expect([Math.round(icon.width), Math.round(icon.height)]).toEqual([20, 20]);
    }
    const launcher = within(canvasElement).getByRole('button', {
      name: 'Close the constitution assistant',
    });
    await expect(Math.round(launcher.getBoundingClientRect().width)).toBe(56);
    // In forced-colors mode the green disc is dropped: only a border, transparent until then,
    // still draws the button's edge.
    await expect(getComputedStyle(launcher).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(launcher).borderTopWidth).toBe('2px');
    // A host's section and modal rules neither narrow, pad nor move the window off its corner.
    const frame = chatWindow.getBoundingClientRect();
    await expect(Math.round(frame.width)).toBe(380);
    await expect(Math.round(window.innerWidth - frame.right)).toBe(16);
    await expect(getComputedStyle(chatWindow).paddingTop).toBe('0px');
    await expect(getComputedStyle(chatWindow).transform).toBe('none');
    const title = dialog.getByRole('heading', { name: 'COAZ constitution assistant' });
    await expect(getComputedStyle(title).color).toBe(WHITE);
    const status = dialog.getByRole('status');
    await expect(getComputedStyle(status).color).toBe(WHITE);
    await expect(getComputedStyle(status).textTransform).toBe('none');

    await askQuestion(dialog, 'Who can become a member?');
    await dialog.findByRole('link', { name: 'Article 5: Membership' }, LONG);
    const question = dialog.getByText('Who can become a member?');
    await expect(getComputedStyle(question).color).toBe(WHITE);
    for (const text of chatWindow.querySelectorAll('.coaz-chat-text, .coaz-chat-message')) {
      await expect(getComputedStyle(text).textTransform).toBe('none');
      await expect(getComputedStyle(text).letterSpacing).toBe('normal');
    }
  },
};

/**
 * The open window is modal: the page around it is inert, so neither Tab nor a pointer reaches
 * the page's links, even those the window covers; a press on the page closes the window.
 */
export const ModalOverAPage: Story = {
  decorators: [
    (Story) => (
      <>
        <main style={{ padding: 16, minHeight: '100vh' }}>
          <h1>District news</h1>
          <p>Text of the page behind the assistant.</p>
          <a href="#contact" style={{ position: 'fixed', right: 40, bottom: 120 }}>
            Contact the district
          </a>
        </main>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await whenOnline(canvasElement);
    const chatWindow = await openWindow(canvasElement);
    await expect(chatWindow).toHaveAttribute('aria-modal', 'true');
    const pageLink = canvas.getByText('Contact the district');
    await expect(pageLink.closest('[inert]')).not.toBeNull();
    // The window covers the link: Tab must never land there.
    for (let press = 0; press < 12; press += 1) {
      await userEvent.tab();
      await expect(chatWindow).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.click(canvas.getByText('Text of the page behind the assistant.'));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(pageLink.closest('[inert]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask about the constitution' }));
    await expect(dialog.getByRole('textbox', { name: 'Your question' })).toHaveFocus();
  },
};

/** A whole conversation by keyboard and pointer, from the floating button to clearing it. */
export const WholeConversation: Story = {
  args: { defaultOpen: false, service: createStoryChatService({ failures: 4, delayMs: 150 }) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const launcher = canvas.getByRole('button', { name: 'Ask about the constitution' });

    await step('open from the floating button', async () => {
      await userEvent.click(launcher);
      await whenOnline(canvasElement);
    });
    const dialog = within(await openWindow(canvasElement));

    await step('a failed question is retried on request', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'How to join' }));
      await expect(dialog.queryByRole('list', { name: 'Suggested questions' })).toBeNull();
      await userEvent.click(await dialog.findByRole('button', { name: 'Retry' }, LONG));
      await dialog.findByRole('link', { name: 'Article 5: Membership' }, LONG);
    });

    await step('a follow-up cites the fees Article', async () => {
      await askQuestion(dialog, 'How much is the subscription?');
      await dialog.findByRole('link', { name: 'Article 41' }, LONG);
    });

    await step('details show the passages and figures', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Settings' }));
      await userEvent.click(
        dialog.getByRole('checkbox', { name: 'Show how each answer was found' }),
      );
      await expect(dialog.getAllByText('Processing time').length).toBeGreaterThan(0);
      await expect(
        dialog.getAllByRole('list', { name: 'Passages behind this answer' }).length,
      ).toBe(2);
    });

    await step('Search mode lists passages', async () => {
      await userEvent.click(dialog.getByRole('radio', { name: /matching passages/ }));
      await askQuestion(dialog, 'student members');
      await dialog.findByRole('list', { name: 'Search results' }, LONG);
    });

    await step(
      'Esc closes the settings, then the window; the conversation survives reopening',
      async () => {
        await userEvent.keyboard('{Escape}');
        await expect(dialog.getByRole('button', { name: 'Settings' })).toHaveFocus();
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(launcher).toHaveFocus());
        await userEvent.keyboard('{Enter}');
        await expect(dialog.getByRole('list', { name: 'Search results' })).toBeInTheDocument();
      },
    );

    await step('clearing brings back the welcome message', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Clear chat' }));
      await expect(dialog.getByRole('list', { name: 'Suggested questions' })).toBeInTheDocument();
      await expect(dialog.queryByRole('list', { name: 'Search results' })).toBeNull();
    });
  },
};
