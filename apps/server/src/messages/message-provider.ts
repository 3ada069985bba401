/** A message to one member: by SMS when there is a phone number, otherwise by e-mail. */
export interface OutgoingMessage {
  /** Mobile number in international form without `+`, such as `260971234567`. */
  phoneNumber: string | null;
  /** E-mail address, used when there is no phone number (`EMAIL_PROVIDER`). */
  email: string | null;
  /** The text; kept under 300 characters so it fits two SMS parts. */
  body: string;
  /** The subject when it goes by e-mail; a general one when left out. */
  subject?: string;
}

/**
 * Sends members short messages: codes, decisions on applications, dues reminders. Chosen by
 * `MESSAGE_PROVIDER`; production refuses the demo outbox.
 */
export interface MessageProvider {
  /** Name for logs. */
  readonly name: string;
  /** True when nothing leaves the server (the demo outbox). */
  readonly sandbox: boolean;
  /** Sends the message. @throws when the gateway refuses it */
  send(message: OutgoingMessage): Promise<void>;
}
