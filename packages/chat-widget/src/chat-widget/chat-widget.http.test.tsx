import { createChatClient } from '@coaz/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChatServer, startLocalChatServer } from '../test-support/local-chat-server';
import { ChatWidget } from './chat-widget';

let server: LocalChatServer;

beforeAll(async () => {
  server = await startLocalChatServer();
});

afterAll(() => server.close());

const SLOW = { timeout: 4_000 };

describe("ChatWidget with api-client's chat client", () => {
  it('answers, tells a refusal, too many questions, a server fault and a dropped connection apart', async () => {
    const user = userEvent.setup();
    render(
      <ChatWidget
        service={createChatClient({ baseUrl: server.baseUrl })}
        storage={null}
        retries={1}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Ask about the constitution' }));
    const dialog = await screen.findByRole('dialog', { name: 'COAZ constitution assistant' });
    await within(dialog).findByText('Online', {}, SLOW);
    const field = within(dialog).getByRole('textbox', { name: 'Your question' });

    await user.type(field, 'Who can join?{Enter}');
    await within(dialog).findByRole('link', { name: 'Article 5: Membership' }, SLOW);
    expect(server.received).toEqual([
      expect.objectContaining({ query: 'Who can join?', useRag: true }),
    ]);

    await user.type(field, 'refuse{Enter}');
    const refusal = await within(dialog).findByText(
      'That question cannot be answered here.',
      {},
      SLOW,
    );
    // A refusal is not sent again by itself, but keeps its question behind Retry.
    expect(server.received).toHaveLength(2);
    expect(
      within(refusal.closest('li') as HTMLElement).getByRole('button', { name: 'Retry' }),
    ).toBeInTheDocument();
    // And it is back in the field, to be edited rather than typed again.
    expect(field).toHaveValue('refuse');
    await user.clear(field);

    await user.type(field, 'busy{Enter}');
    await within(dialog).findByText(
      'Too many questions were sent in a short time. Wait 30 seconds, then press Retry.',
      {},
      SLOW,
    );
    expect(server.received).toHaveLength(3);
    expect(field).toHaveValue('busy');
    await user.clear(field);

    await user.type(field, 'fault{Enter}');
    const fault = await within(dialog).findByText(
      'The assistant had a problem on our side.',
      { exact: false },
      SLOW,
    );
    expect(fault).not.toHaveTextContent('connection');
    expect(server.received).toHaveLength(4);
    expect(field).toHaveValue('fault');
    await user.clear(field);

    await user.type(field, 'drop{Enter}');
    const unreachable = await within(dialog).findByText(
      "Sorry, I couldn't reach the assistant. Check your connection, then press Retry.",
      { exact: false },
      SLOW,
    );
    expect(
      within(unreachable.closest('li') as HTMLElement).getByRole('button', { name: 'Retry' }),
    ).toBeInTheDocument();
    expect(server.received).toHaveLength(6);
    expect(field).toHaveValue('drop');
    // Real sockets and real timers: a health check, five 500 ms send delays and a retry.
  }, 20_000);
});
