import { isIP } from 'node:net';

/**
 * The host an address names, as DNS compares it: lower case and without the trailing dot of a
 * fully qualified name, so `https://SANDBOX.momodeveloper.mtn.com./` is the sandbox's host too.
 */
export function comparableHost(address: string): string {
  return new URL(address).hostname.toLowerCase().replace(/\.+$/, '');
}

/**
 * Production's refusal of a provider address that names no provider: an IP address (the URL
 * parser writes `0x7f.1` and `2130706433` as `127.0.0.1` first) or this machine. Such an address
 * hides which host answers (a test host's address passes a check by name) and no provider's
 * certificate is issued for it, so every payment or message would fail in front of a member.
 * @throws naming the setting and what to set instead
 */
export function refuseUnnamedProviderHost(name: string, address: string, example: string): void {
  const host = comparableHost(address).replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 || host === 'localhost' || host.endsWith('.localhost')) {
    throw new Error(
      `${name}=${address} names no provider's host and is refused when COAZ_MODE=production: ` +
        `set the host name the provider published (${example}), or unset it for the default`,
    );
  }
}
