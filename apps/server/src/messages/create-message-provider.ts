import type { AppDatabase } from '../db/database';
import { reachesNoCountry } from '../membership/member-phone-number';
import type { MembershipConfig } from '../membership/membership-config';
import { createAfricasTalkingMessageProvider } from './africas-talking-message-provider';
import type { MessageProvider } from './message-provider';
import { createOutboxMessageProvider } from './outbox-message-provider';
import { createSmtpEmailProvider } from './smtp-email-provider';

/**
 * The message provider the configuration chose: a message goes by SMS when the member has a
 * phone number (`MESSAGE_PROVIDER`), otherwise by e-mail (`EMAIL_PROVIDER`). With
 * `EMAIL_PROVIDER=none` a member with no phone number cannot be reached, and sending throws.
 */
export function createMessageProvider(db: AppDatabase, config: MembershipConfig): MessageProvider {
  const outbox = createOutboxMessageProvider(db);
  const sms =
    config.messageProvider === 'africas-talking' && config.africasTalking
      ? createAfricasTalkingMessageProvider(config.africasTalking)
      : outbox;
  const email =
    config.emailProvider === 'smtp' && config.smtp
      ? createSmtpEmailProvider(config.smtp)
      : config.emailProvider === 'outbox'
        ? outbox
        : undefined;
  return {
    name: email && email !== sms ? `${sms.name}+${email.name}` : sms.name,
    sandbox: sms.sandbox,
    async send(message) {
      if (message.phoneNumber) {
        // No application or profile takes such a number (`memberPhoneNumber`); one stored before
        // that check, or written in by hand, is still never texted: its holder is paid for each
        // message (SMS pumping).
        if (reachesNoCountry(message.phoneNumber)) {
          throw new Error(
            'The number is a premium-rate or non-geographic one (+979, +882, ...); no SMS is sent to it',
          );
        }
        return sms.send(message);
      }
      if (!message.email) throw new Error('The member has neither a phone number nor an e-mail');
      if (!email) throw new Error('No e-mail provider is configured (EMAIL_PROVIDER=none)');
      return email.send(message);
    },
  };
}
