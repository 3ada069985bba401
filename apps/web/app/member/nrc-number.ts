/** What to tell someone whose entry is no NRC number. */
export const NRC_NUMBER_HINT = 'Enter the NRC number as on the card, such as 123456/10/1';

/** The hint under an NRC field: a phone's number keypad, which the field opens, has no slash. */
export const NRC_FIELD_HINT = 'As on your card, such as 123456/10/1, or its 9 digits alone';

/**
 * An NRC number in the form printed on the card, `123456/10/1`, from the ways members type it:
 * with the slashes, or the nine digits alone, or with spaces or dashes between the three groups.
 * Undefined when it is no NRC number. The server reads it the same way (`nrcNumberInput`).
 * @example nrcNumberAsOnCard('123456 10 1') // '123456/10/1'
 */
export function nrcNumberAsOnCard(input: string): string | undefined {
  const groups = /^(\d{6})\s*[/-]?\s*(\d{2})\s*[/-]?\s*(\d)$/.exec(input.trim());
  return groups ? `${groups[1]}/${groups[2]}/${groups[3]}` : undefined;
}
