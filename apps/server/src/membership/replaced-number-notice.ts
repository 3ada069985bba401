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
