import type { AppDatabase } from '../db/database';
import { messageOutbox } from '../membership/membership-schema';
import type { MessageProvider } from './message-provider';

/**
 * The demo provider: keeps every message in the database (so any instance can show it) for
 * `GET /api/dev/outbox`, and sends nothing.
 */
export function createOutboxMessageProvider(db: AppDatabase): MessageProvider {
  return {
    name: 'outbox',
    sandbox: true,
    async send(message) {
      const channel = message.phoneNumber ? 'sms' : 'email';
      const recipient = message.phoneNumber ?? message.email;
      if (!recipient) throw new Error('The member has neither a phone number nor an e-mail');
      await db.insert(messageOutbox).values({ channel, recipient, body: message.body });
    },
  };
}
