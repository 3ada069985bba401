import { EXECUTIVE_TERM, type Person } from '@coaz/content-data';

/**
 * The national executive's offices as a page shows them in `year`, Zambia's year by the server's
 * clock (`lusakaYear`). content-data describes each office with the 2022 to 2026 term and what its
 * office bearers did in it. Once that term is over (from 1 January after its last year, in Lusaka)
 * the offices keep what the constitution makes them (about, qualifications) and the association's
 * address, and lose the term and its record: shown on, they would present an ended term as the
 * present one, and lend the last office bearers' record to whoever editors place in the office
 * next. Editors give the new office bearers their own tenure and record in the studio.
 */
export function officesInTerm(offices: readonly Person[], year: number): Person[] {
  if (year <= EXECUTIVE_TERM.lastYear) return [...offices];
  return offices.map((office) => ({ ...office, tenure: '', contributions: [] }));
}
