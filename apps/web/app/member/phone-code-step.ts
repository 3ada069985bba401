// Kept beside the member forms' typed values (`use-kept-fields.ts`), in the tab's session storage.
const KEY = 'coaz.member.typed.phone-change';

// How long the server's code for a new number is valid (its SMS says 10 minutes).
const CODE_VALID_MS = 10 * 60 * 1000;

/**
 * Keeps in the tab that a code was just sent to `phoneNumber` (as the member typed it) for the
 * member `username`: on a cheap phone, opening the SMS app often reloads the browser's tab, and the
 * profile then asked for the number and password again, and sent a second code.
 */
export function keepPhoneCodeStep(username: string, phoneNumber: string) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ username, phoneNumber, sentAt: Date.now() }));
  } catch {
    // Storage refused (a private window, full): a reload starts the change again, as before.
  }
}

/** Forgets the code step kept by {@link keepPhoneCodeStep}: the number is confirmed, or given up. */
export function forgetPhoneCodeStep() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The new number a code was sent to in this tab for the member `username` while that code is still
 * valid, else undefined (another member signed in on a shared phone never sees it).
 * @example keptPhoneCodeStep('demo.active') // '0955444333'
 */
export function keptPhoneCodeStep(username: string): string | undefined {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return undefined;
    const { username: owner, phoneNumber, sentAt } = kept as Record<string, unknown>;
    if (owner !== username || typeof phoneNumber !== 'string' || typeof sentAt !== 'number') {
      return undefined;
    }
    const ago = Date.now() - sentAt;
    return ago >= 0 && ago < CODE_VALID_MS ? phoneNumber : undefined;
  } catch {
    return undefined;
  }
}
