import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createStoryChatService } from '../test-support/story-chat-service';
import { ChatWidget } from './chat-widget';

const meta = {
  title: 'Chat Widget/ChatWidget',
  component: ChatWidget,
  args: { service: createStoryChatService(), storage: null, defaultOpen: true },
  parameters: { layout: 'fullscreen' },
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
    await expect(dialog.getByRole('textbox', { name: 'Your question' })).toBeDisabled();
  },
};

/** The service is down: the field is disabled and a quick question gets the offline reply. */
export const Offline: Story = {
  args: { service: createStoryChatService({ health: 'offline' }) },
  play: async ({ canvasElement }) => {
    const dialog = within(await openWindow(canvasElement));
    await dialog.findByText('Offline', {}, LONG);
    await expect(dialog.getByRole('textbox', { name: 'Your question' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
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

/** Search mode: ranked passages with the matched words marked. */
export const SearchResults: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Settings' }));
    await userEvent.click(dialog.getByRole('radio', { name: /matching passages/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Settings' }));
    await askQuestion(dialog, 'membership');
    const results = await dialog.findByRole('list', { name: 'Search results' }, LONG);
    await expect(within(results).getAllByRole('listitem')).toHaveLength(3);
    await expect(results.querySelectorAll('mark').length).toBeGreaterThan(0);
  },
};

/** The network failed on every try: the error with its red cross and the retry action. */
export const ErrorWithRetry: Story = {
  args: { service: createStoryChatService({ failures: 4, delayMs: 150 }) },
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await askQuestion(dialog, 'How do I join?');
    await dialog.findByRole('button', { name: 'Retry' }, LONG);
    await expect(dialog.getByText("Sorry, I couldn't reach the server.")).toBeInTheDocument();
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

/** The settings: answer mode and answer details. */
export const SettingsOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await whenOnline(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Settings' }));
    await expect(dialog.getByRole('radio', { name: /own words/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Show how each answer was found' }));
    await expect(
      dialog.getByRole('checkbox', { name: 'Show how each answer was found' }),
    ).toBeChecked();
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

    await step('Esc closes and the conversation survives reopening', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(launcher).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect(dialog.getByRole('list', { name: 'Search results' })).toBeInTheDocument();
    });

    await step('clearing brings back the welcome message', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Clear chat' }));
      await expect(dialog.getByRole('list', { name: 'Suggested questions' })).toBeInTheDocument();
      await expect(dialog.queryByRole('list', { name: 'Search results' })).toBeNull();
    });
  },
};
