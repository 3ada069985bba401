import type { AppServices } from '../app-services';

/**
 * The SMS to a replaced number. The new number is named by its last four digits only (the old
 * number may already be someone else's phone, who must not learn the member's new one), and only
 * when they differ from the old number's: "changed to a number ending 001" sent to a number that
 * itself ends 001 read as no change at all, or as the member's own number. When they are the same
 * it says "another number". One SMS part.
 * @example replacedNumberNotice('260971000001', '260955777321') // '… changed to a number ending 7321. …'
 */
export function replacedNumberNotice(replaced: string, replacement: string): string {
  const ending = replacement.slice(-4);
  const to = ending === replaced.slice(-4) ? 'another number' : `a number ending ${ending}`;
  return (
    `COAZ: the phone number on your membership was changed to ${to}. ` +
    'If you did not change it, contact the secretariat at once.'
  );
}

/**
 * Tells the number a member's phone number replaced that it was replaced. A session alone may
 * change the number, and password recovery sends its code there, so a stolen session could
 * otherwise move the account away without the member hearing of it. The words are
 * {@link replacedNumberNotice}'s. A gateway failure is logged, never thrown: the change is done.
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
      body: replacedNumberNotice(replaced, replacement),
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
