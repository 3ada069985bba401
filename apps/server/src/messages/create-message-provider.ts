import type { AppDatabase } from '../db/database';
import type { MembershipConfig } from '../membership/membership-config';
import { createAfricasTalkingMessageProvider } from './africas-talking-message-provider';
import type { MessageProvider } from './message-provider';
import { createOutboxMessageProvider } from './outbox-message-provider';
import { createSmtpEmailProvider } from './smtp-email-provider';

/**
 * The ITU's country codes that name no country: international premium rate (979), freephone
 * (800) and shared cost (808), the satellite and international networks (870, 875-879, 881, 882,
 * 883), OCHA (888) and the trial service (991). Their holders are paid for each message received,
 * and members abroad may give any number with its country code, so a stranger's application or
 * request for a code must not make the association pay them (SMS pumping). No country's code
 * begins so: 880 (Bangladesh), 886 (Taiwan) and 971-977 are countries' and are texted.
 */
const NON_GEOGRAPHIC_CODE = /^(?:80[08]|87\d|88[1238]|979|991)/;

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
        if (NON_GEOGRAPHIC_CODE.test(message.phoneNumber)) {
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
