import type { AppServices } from '../app-services';

/**
 * Tells the number a member's phone number replaced that it was replaced. A session alone may
 * change the number, and password recovery sends its code there, so a stolen session could
 * otherwise move the account away without the member hearing of it. The new number is named by
 * its last three digits only: the old one may already be someone else's phone. A gateway
 * failure is logged, never thrown: the change is done.
 */
export async function tellReplacedNumber(
  services: Pick<AppServices, 'messages' | 'log'>,
  replaced: string,
  replacement: string,
): Promise<void> {
  try {
    await services.messages.send({
      phoneNumber: replaced,
      email: null,
      body:
        `COAZ: the phone number on your membership was changed to a number ending ${replacement.slice(-3)}. ` +
        'If you did not change it, contact the secretariat at once.',
    });
  } catch (error) {
    services.log(`replaced-number notice failed: ${(error as Error).message}`);
  }
}

/**
 * Tells the e-mail address a member's e-mail replaced (or removed) that it was, by e-mail: password
 * recovery falls back to the e-mail when there is no phone number, so a change made with a
 * stolen password must not go unheard. The new address is not named. Without an e-mail provider
 * (`EMAIL_PROVIDER=none`) nothing can be sent and the log says so; a failure is never thrown.
 */
export async function tellReplacedEmail(
  services: Pick<AppServices, 'messages' | 'log'>,
  replaced: string,
): Promise<void> {
  try {
    await services.messages.send({
      phoneNumber: null,
      email: replaced,
      subject: 'The e-mail address on your COAZ membership was changed',
      body:
        'COAZ: the e-mail address on your membership was changed and this address was removed. ' +
        'If you did not change it, contact the secretariat at once.',
    });
  } catch (error) {
    services.log(`replaced-email notice failed: ${(error as Error).message}`);
  }
}
