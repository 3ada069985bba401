/**
 * `'ltr'` for a link to a phone number (`tel:`), whose text reads left to right in every script.
 * On a right-to-left page the bidirectional algorithm would otherwise show its digit groups, and
 * the leading `+`, in reverse order ('+260 211 000 000' as '000 000 211 260+').
 */
export function phoneNumberDirection(href: string | undefined): 'ltr' | undefined {
  return href?.startsWith('tel:') ? 'ltr' : undefined;
}
