/**
 * A provider's answer with the e-mail addresses and phone numbers in it replaced, so it may go to
 * the log: mail servers name the refused recipient (`550 5.1.1 <member@example.org>: Recipient
 * address rejected`) and gateways may echo the number, and the log is kept and read by people who
 * have no business with members' contacts. Long digit runs are taken as numbers, so a Zambian
 * number is hidden in any of its forms (`0971234567`, `+260 97 123 4567`) while status codes
 * (`550`, `5.1.1`, `401`) stay readable.
 */
export function withoutContacts(text: string): string {
  return text
    .replace(/<?[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+>?/g, '<e-mail address>')
    .replace(/\+?\d(?:[\s-]?\d){7,}/g, '<phone number>');
}
