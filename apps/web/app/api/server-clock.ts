/**
 * The server's clock as the browser last heard it. Whether a notice has ended, a vacancy has
 * closed or a schedule is still ahead is the server's decision, on its clock in Lusaka; an
 * editor's phone set a day wrong (or to another zone's date) must not have the studio say
 * "Ended" of a notice the public still sees. Every fresh API answer carries the server's time in
 * its `Date` header (its service clock, which demo mode moves with `/api/dev/clock`), and the
 * difference from the device's clock is kept here.
 */
let offsetMs = 0;

/**
 * Notes the server's time from an answer's `Date` header, received at `receivedAt` on the
 * device's clock. A missing or unreadable header changes nothing.
 */
export function noteServerDate(header: string | null, receivedAt = Date.now()): void {
  if (!header) return;
  const sent = Date.parse(header);
  if (Number.isNaN(sent)) return;
  // The header is in whole seconds, cut down: the server's time was within the second after it.
  offsetMs = sent + 500 - receivedAt;
}

/**
 * The server's time now, by the device's clock and the last difference noted; the device's own
 * time until an answer has been heard.
 */
export function serverNow(deviceNow = Date.now()): Date {
  return new Date(deviceNow + offsetMs);
}

/**
 * `fetch` that notes the server's time from each answer made afresh. An answer that may be a
 * stored copy (a public list kept by the browser's cache) carries the time it was first made, so
 * only `no-store` answers are heard: every answer to a logged-in editor's request is one.
 */
export const fetchHearingServerClock: typeof fetch = async (input, init) => {
  const response = await globalThis.fetch(input, init);
  if (response.headers.get('cache-control')?.includes('no-store')) {
    noteServerDate(response.headers.get('date'));
  }
  return response;
};
