import { createChatClient } from '@coaz/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatService } from '../chat-service';
import {
  createHttpAsk,
  type LocalChatServer,
  startLocalChatServer,
} from '../test-support/local-chat-server';
import { ChatWidget } from './chat-widget';

let server: LocalChatServer;

beforeAll(async () => {
  server = await startLocalChatServer();
});

afterAll(() => server.close());

describe('ChatWidget over HTTP', () => {
  it("asks a real server with api-client's health check and shows its answers and refusals", async () => {
    const client = createChatClient({ baseUrl: server.baseUrl });
    const service: ChatService = { health: client.health, ask: createHttpAsk(server.baseUrl) };
    const user = userEvent.setup();
    render(<ChatWidget service={service} storage={null} />);
    await user.click(screen.getByRole('button', { name: 'Ask about the constitution' }));
    const dialog = await screen.findByRole('dialog', { name: 'COAZ constitution assistant' });
    await within(dialog).findByText('Online', {}, { timeout: 3_000 });

    await user.type(within(dialog).getByRole('textbox'), 'Who can become a member?{Enter}');
    await within(dialog).findByRole('link', { name: 'Article 5: Membership' }, { timeout: 3_000 });
    expect(server.received).toEqual([
      expect.objectContaining({ query: 'Who can become a member?', useRag: true }),
    ]);

    await user.type(within(dialog).getByRole('textbox'), 'Please refuse this{Enter}');
    await within(dialog).findByText(
      'That question cannot be answered here.',
      {},
      { timeout: 3_000 },
    );
    expect(server.received).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
