import type { TestApp } from './test-app';
import type { Json } from './test-server';

/**
 * Password recovery driven as browsers and scripts drive it, for the app `current()` gives (read
 * at each call, as tests start their app in `beforeAll`): `call` sends one request, as this
 * site's own page does (`Sec-Fetch-Site: same-origin`) unless `fromOwnPage` is false, as a
 * script with no such header does; `browser` keeps the recovery ticket it is given, as a
 * browser keeps cookies; `messagesTo` and `latestCode` read the dev outbox once the codes sent
 * in the background have gone.
 * @example const { browser, latestCode } = recoveryRequests(() => app);
 */
export function recoveryRequests(current: () => TestApp, api = '/coaz/api') {
  async function call(path: string, json: unknown, cookie?: string, fromOwnPage = true) {
    const response = await current().app.request(`${api}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(fromOwnPage ? { 'sec-fetch-site': 'same-origin' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(json),
    });
    const cookies = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] as string)
      .join('; ');
    return { status: response.status, body: (await response.json()) as Json, cookies };
  }

  /** A browser (or a script acting as one), holding `ticket` to begin with if given. */
  function browser(ticket = '') {
    return {
      get ticket() {
        return ticket;
      },
      async send(path: string, json: unknown) {
        const answer = await call(path, json, ticket || undefined);
        if (answer.cookies) ticket = answer.cookies;
        return answer;
      },
    };
  }

  /** The messages sent to `phone`, newest first. */
  async function messagesTo(phone: string): Promise<string[]> {
    const app = current();
    await app.services.background.settled();
    const outbox = await app.send(`/api/dev/outbox?to=${phone}`);
    return (outbox.body.items as { body: string }[]).map((item) => item.body);
  }

  /** The code in the newest message to `phone`, or '' when it holds none. */
  async function latestCode(phone: string): Promise<string> {
    const [latest = ''] = await messagesTo(phone);
    return /code is (\d{6})/.exec(latest)?.[1] ?? '';
  }

  return { call, browser, messagesTo, latestCode };
}

/** A six-digit guess that is none of `codes`. */
export const wrongBesides = (...codes: string[]) =>
  ['000000', '111111', '222222', '333333'].find((guess) => !codes.includes(guess)) as string;
