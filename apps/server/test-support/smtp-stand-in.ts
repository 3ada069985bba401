import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the stand-in accepted. */
export interface ReceivedMail {
  /** The envelope's sender (`MAIL FROM`). */
  from: string;
  /** The envelope's recipients (`RCPT TO`). */
  to: string[];
  /** The user name the client authenticated with, if it did. */
  user: string | undefined;
  /** The message as sent: headers, a blank line, the body. */
  raw: string;
}

/** A local SMTP server (nodemailer's `smtp-server`) that keeps what it is sent. */
export interface SmtpStandIn {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * Starts a mail server on a free port of 127.0.0.1 without STARTTLS. It accepts `user` /
 * `password` when `credentials` are given (and then nothing else), and refuses recipients at
 * `refusedDomain` with 550 and the address, as a real server refuses an unknown mailbox.
 */
export async function startSmtpStandIn(
  options: { credentials?: { user: string; password: string }; refusedDomain?: string } = {},
): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: options.credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.credentials,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const { credentials } = options;
      if (
        credentials &&
        auth.username === credentials.user &&
        auth.password === credentials.password
      )
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid user name or password'));
    },
    onRcptTo(address, _session, callback) {
      if (options.refusedDomain && address.address.endsWith(`@${options.refusedDomain}`)) {
        // Worded as Postfix words it, naming the refused address.
        const refusal = new Error(
          `5.1.1 <${address.address}>: Recipient address rejected: User unknown`,
        ) as Error & { responseCode: number };
        refusal.responseCode = 550;
        return callback(refusal);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
