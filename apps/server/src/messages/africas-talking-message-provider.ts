import type { MessageProvider } from './message-provider';
import { withoutContacts } from './without-contacts';

/** How to reach Africa's Talking's SMS API. */
export interface AfricasTalkingSettings {
  /** The application's user name (`sandbox` for their sandbox). `AFRICAS_TALKING_USERNAME`. */
  username: string;
  /** The API key. `AFRICAS_TALKING_API_KEY`. */
  apiKey: string;
  /** A registered sender id or short code, or undefined for the shared one. `AFRICAS_TALKING_SENDER_ID`. */
  senderId: string | undefined;
  /**
   * Base address of the API. `AFRICAS_TALKING_BASE_URL`.
   * @default 'https://api.africastalking.com'
   */
  baseUrl: string;
}

interface SendAnswer {
  SMSMessageData?: { Message?: string; Recipients?: { statusCode?: number; status?: string }[] };
}

// Africa's Talking's per-recipient codes for a message accepted: Processed, Sent, Queued.
const ACCEPTED_CODES = new Set([100, 101, 102]);

/**
 * SMS through Africa's Talking's bulk messaging API: `POST {baseUrl}/version1/messaging` with the
 * `apiKey` header and the form fields `username`, `to`, `message` (and `from`), answered with
 * `SMSMessageData.Recipients[].statusCode`. E-mail-only members cannot be reached by this
 * provider, so sending to them throws.
 */
export function createAfricasTalkingMessageProvider(
  settings: AfricasTalkingSettings,
  fetchImpl: typeof fetch = fetch,
): MessageProvider {
  const endpoint = new URL('/version1/messaging', settings.baseUrl).toString();
  return {
    name: 'africas-talking',
    sandbox: settings.username === 'sandbox',
    async send(message) {
      if (!message.phoneNumber) throw new Error('This member has no phone number for SMS');
      const form = new URLSearchParams({
        username: settings.username,
        to: `+${message.phoneNumber}`,
        message: message.body,
      });
      if (settings.senderId) form.set('from', settings.senderId);
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          apiKey: settings.apiKey,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      // Logged by whoever asked when it fails, so an echoed number is hidden from the log.
      const text = withoutContacts(await response.text());
      if (!response.ok) {
        throw new Error(`Africa's Talking answered ${response.status}: ${text.slice(0, 200)}`);
      }
      let answer: SendAnswer;
      try {
        answer = JSON.parse(text) as SendAnswer;
      } catch {
        throw new Error(
          `Africa's Talking answered something other than JSON: ${text.slice(0, 200)}`,
        );
      }
      const recipient = answer.SMSMessageData?.Recipients?.[0];
      if (!recipient || !ACCEPTED_CODES.has(recipient.statusCode ?? -1)) {
        throw new Error(
          `Africa's Talking did not accept the message: ${withoutContacts(String(recipient?.status ?? answer.SMSMessageData?.Message ?? 'no recipient'))}`,
        );
      }
    },
  };
}
