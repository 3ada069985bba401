// Stemming keeps apart some forms of one word ("incapacitated" and "incapacity", "define" and
// "definitions"); two stems still name one word when they share a long beginning that is most of
// the shorter one.
const SHARED_PART = 0.8;

/** Whether two stems share a beginning of at least `least` letters that is most of the shorter. */
export function shareBeginning(stem: string, other: string, least: number): boolean {
  const shorter = Math.min(stem.length, other.length);
  let common = 0;
  while (common < shorter && stem[common] === other[common]) common += 1;
  return common >= least && common >= shorter * SHARED_PART;
}
