// Read by the public pages (placed-people.ts), the site search and the studio: plain text only,
// nothing that draws.

/** A position as compared: its letters and numbers, case, hyphens, dashes and spacing aside. */
const positionKey = (position: string) =>
  position
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Whether an editor's position names a seat: "Vice President" is the seat "Vice-President" and
 * "Secretary-General" the seat "Secretary General", since editors type positions freely and a
 * near spelling put the person in a card of their own after the seat, left showing no holder.
 */
export const samePosition = (a: string, b: string) => positionKey(a) === positionKey(b);

/**
 * A position as the public writes it: the office's own spelling when the editor's names one of
 * `seats` ({@link samePosition}), so "treasurer general" typed without picking the offered office
 * still reads "Treasurer General", as the seat the person fills; a position naming no seat, as typed.
 * @example officeSpelling('treasurer general', seats) // 'Treasurer General'
 */
export function officeSpelling(
  position: string,
  seats: readonly { readonly position: string }[],
): string {
  return seats.find((seat) => samePosition(position, seat.position))?.position ?? position;
}
