const DOCUMENT_KIND_NAMES: Readonly<Record<string, string>> = {
  practising_licence: 'practising licence',
  student_card: 'student card',
  other: 'other document',
};

/**
 * A kind of supporting document as the secretariat's screens name it mid-sentence ("Download the
 * practising licence of …"), or as the server sent it, for a kind this page does not know yet.
 * @example documentKindName('student_card') // 'student card'
 */
export function documentKindName(kind: string): string {
  return DOCUMENT_KIND_NAMES[kind] ?? kind;
}
