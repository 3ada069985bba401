import { createTransport } from 'nodemailer';
import type { MessageProvider } from './message-provider';
import { withoutContacts } from './without-contacts';

/** How to reach the association's mail server (`SMTP_*`, `MAIL_FROM`). */
export interface SmtpSettings {
  /** The mail server's host name. `SMTP_HOST`. */
  host: string;
  /** Its submission port. `SMTP_PORT`, default 587 (465 for implicit TLS). */
  port: number;
  /**
   * TLS from the first byte (port 465) rather than STARTTLS. `SMTP_SECURE`, default true on port
   * 465 only.
   */
  secure: boolean;
  /**
   * Refuse to send unless the connection is encrypted (STARTTLS when not `secure`); always true
   * in production, since a code in clear text is a code for whoever reads the wire.
   */
  requireTls: boolean;
  /** User name and password, when the server asks for them. `SMTP_USER`, `SMTP_PASSWORD`. */
  auth: { user: string; pass: string } | undefined;
  /** The sender, such as `COAZ <no-reply@coaz.org.zm>`. `MAIL_FROM`. */
  from: string;
}

/** The subject of a message that does not name its own. */
const DEFAULT_SUBJECT = 'A message from the Clinical Officers Association of Zambia';

/** Seconds to wait for the server at each step before the message counts as failed. */
const TIMEOUT_MS = 15_000;

/**
 * E-mail through the association's mail server over SMTP (RFC 5321, submission on 587 with
 * STARTTLS or 465 with TLS, RFC 8314), by nodemailer. Plain text only: the messages are a code or
 * a notice of a few lines. A member without an e-mail address cannot be reached by it.
 */
export function createSmtpEmailProvider(settings: SmtpSettings): MessageProvider {
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: settings.requireTls,
    ignoreTLS: !settings.secure && !settings.requireTls,
    auth: settings.auth,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    sandbox: false,
    async send(message) {
      if (!message.email) throw new Error('This member has no e-mail address');
      try {
        await transport.sendMail({
          from: settings.from,
          to: message.email,
          subject: message.subject ?? DEFAULT_SUBJECT,
          text: message.body,
        });
      } catch (error) {
        // The failure is logged by whoever asked; a refusal names the member's address.
        throw new Error(
          `the mail server did not take the message: ${withoutContacts((error as Error).message)}`,
        );
      }
    },
  };
}
