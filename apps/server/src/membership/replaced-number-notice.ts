import type { AppServices } from '../app-services';
import { secretariatTelephone } from '../site-settings/secretariat-telephone';

/**
 * The SMS to a replaced number. The new number is named by its last four digits only (the old
 * number may already be someone else's phone, who must not learn the member's new one), and only
 * when they differ from the old number's: "changed to a number ending 001" sent to a number that
 * itself ends 001 read as no change at all, or as the member's own number. When they are the same
 * it says "another number". It gives the secretariat's `telephone` when there is one: "contact the
 * secretariat" alone left a member whose account was being taken over to find how. One SMS part
 * with the longest telephone number the site settings take (30 characters).
 * @example replacedNumberNotice('260971000001', '260955777321', '+260 761 234 390')
 * // '… changed to a number ending 7321. If it was not you, call the secretariat now on +260 761 234 390.'
 */
export function replacedNumberNotice(
  replaced: string,
  replacement: string,
  telephone?: string,
): string {
  const ending = replacement.slice(-4);
  const to = ending === replaced.slice(-4) ? 'another number' : `a number ending ${ending}`;
  const next = telephone
    ? `If it was not you, call the secretariat now on ${telephone}.`
    : 'If you did not change it, contact the secretariat at once.';
  return `COAZ: the phone number on your membership was changed to ${to}. ${next}`;
}

/**
 * Tells the number a member's phone number replaced that it was replaced. A session alone may
 * change the number, and password recovery sends its code there, so a stolen session could
 * otherwise move the account away without the member hearing of it. The words are
 * {@link replacedNumberNotice}'s, with the secretariat's telephone from the site settings. A
 * failure is logged, never thrown: the change is done; settings that cannot be read leave the
 * notice without the telephone, not unsent.
 */
export async function tellReplacedNumber(
  services: Pick<AppServices, 'db' | 'messages' | 'log'>,
  replaced: string,
  replacement: string,
): Promise<void> {
  const telephone = await secretariatTelephone(services.db).catch((error: Error) => {
    services.log(`replaced-number notice without a telephone: ${error.message}`);
    return undefined;
  });
  try {
    await services.messages.send({
      phoneNumber: replaced,
      email: null,
      body: replacedNumberNotice(replaced, replacement, telephone),
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
