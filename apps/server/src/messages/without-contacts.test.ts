import { describe, expect, it } from 'vitest';
import { withoutContacts } from './without-contacts';

describe('a provider answer made fit for the log', () => {
  it('hides e-mail addresses and phone numbers in any of their forms', () => {
    expect(
      withoutContacts(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <member.one@example.org>: Recipient address rejected",
      ),
    ).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <e-mail address>: Recipient address rejected",
    );
    for (const number of [
      '260971234567',
      '+260971234567',
      '0971234567',
      '+260 97 123 4567',
      '097-123-4567',
    ]) {
      expect(withoutContacts(`refused ${number} today`)).toBe('refused <phone number> today');
    }
  });

  it('keeps the status codes and amounts an operator needs', () => {
    const answer = 'Sent to 0/1 Total Cost: ZMW 0.3000; 401 InvalidPhoneNumber (5.7.1)';
    expect(withoutContacts(answer)).toBe(answer);
  });
});
