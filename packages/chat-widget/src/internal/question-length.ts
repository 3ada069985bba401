/** The longest question the chat service takes (the contract's `query`, 1 to 2000 characters). */
export const MAX_QUESTION_LENGTH = 2000;

/** Whether a draft, as it would be sent (trimmed), is longer than the service takes. */
export function isQuestionTooLong(draft: string): boolean {
  return draft.trim().length > MAX_QUESTION_LENGTH;
}
