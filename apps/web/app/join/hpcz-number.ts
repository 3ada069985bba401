/**
 * What to tell someone whose entry is no HPCZ registration number: the server's words
 * (`HPCZ_NUMBER_WORDS`), said here before anything is sent.
 */
export const HPCZ_NUMBER_HINT =
  'Enter the HPCZ registration number as on your certificate, such as HPCZ/CO/12345: letters and digits, with / - . or spaces between them, at most 30 characters';

/**
 * Whether `typed`, trimmed, can be an HPCZ registration number. The council publishes no format,
 * so none is guessed: it takes at least one digit, and only letters, digits, `/`, `-`, `.` and
 * spaces, at most 30 characters, as the server does (`hpczNumberInput`).
 * @example isHpczNumber(' HPCZ/CO/12345 ') // true
 * @example isHpczNumber('??') // false
 */
export function isHpczNumber(typed: string): boolean {
  return /^(?=[^\d]*\d)[A-Za-z0-9/.\- ]{1,30}$/.test(typed.trim());
}
