import { expect, it } from 'vitest';
import { meta } from './forgot-password';

// The server sends the code by SMS, or by e-mail to a member without a number (apps/server
// README, "E-mail"): the page must not promise an SMS to everyone.
it('says the code comes by SMS, or by e-mail for a member without a mobile number', () => {
  const description = JSON.stringify(meta());
  expect(description).toMatch(/by SMS/);
  expect(description).toMatch(/by e-mail if your membership has no mobile number/);
});
