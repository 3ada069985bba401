/**
 * Where an SMS sends a member to log in, as short as it can be written (an SMS is paid per 160
 * characters): the host of `PUBLIC_URL` and `/login`, such as `coaz.org.zm/login`, which phones
 * show as a link. Nothing when the site's address is not set.
 */
export function loginAddress(publicUrl: string | undefined): string | undefined {
  return publicUrl ? `${new URL(publicUrl).host}/login` : undefined;
}

/**
 * The longest site host (`PUBLIC_URL`'s, such as `coaz.org.zm` or `www.coaz.org.zm`) with which
 * every SMS naming it stays one SMS: a longer one sends those messages in two parts, paid twice.
 */
export const SMS_HOST_LENGTH = 21;

/**
 * Where an SMS sends a member to act online, after a verb ("Pay it …", "Add documents …"): at the
 * site's login page (`login`, from {@link loginAddress}), or from their dashboard when the site's
 * address is not set.
 */
export function onlineWhere(login: string | undefined): string {
  return login ? `at ${login}` : 'from your dashboard';
}
