import type { AppDatabase } from '../db/database';
import type { MembershipConfig } from '../membership/membership-config';
import { createAfricasTalkingMessageProvider } from './africas-talking-message-provider';
import type { MessageProvider } from './message-provider';
import { createOutboxMessageProvider } from './outbox-message-provider';

/** The message provider the configuration chose. */
export function createMessageProvider(db: AppDatabase, config: MembershipConfig): MessageProvider {
  if (config.messageProvider === 'africas-talking' && config.africasTalking) {
    return createAfricasTalkingMessageProvider(config.africasTalking);
  }
  return createOutboxMessageProvider(db);
}
