import { z } from '@hono/zod-openapi';

const count = (value: number | bigint) => Number(value).toLocaleString('en-GB');

/**
 * zod's own wording of its checks ("Too big: expected string to have <=200 characters") in the
 * words the people who fill in the forms use ("at most 200 characters"). A schema's own message
 * still wins; anything not named here keeps zod's text.
 */
export const plainIssueMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_big') {
    const { origin, maximum, inclusive } = issue;
    if (origin === 'string') return `at most ${count(maximum)} characters`;
    if (origin === 'array') return `at most ${count(maximum)} entries`;
    if (origin === 'number' || origin === 'int') {
      return inclusive === false
        ? `must be less than ${count(maximum)}`
        : `at most ${count(maximum)}`;
    }
  }
  if (issue.code === 'too_small') {
    const { origin, minimum, inclusive } = issue;
    if (origin === 'string') {
      return Number(minimum) === 1 ? 'must not be blank' : `at least ${count(minimum)} characters`;
    }
    if (origin === 'array') return `at least ${count(minimum)} entries`;
    if (origin === 'number' || origin === 'int') {
      return inclusive === false
        ? `must be more than ${count(minimum)}`
        : `at least ${count(minimum)}`;
    }
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'must be filled in';
  return undefined;
};

/** Makes {@link plainIssueMessage} zod's wording for every schema of the process. */
export function usePlainMessages(): void {
  z.config({ customError: plainIssueMessage });
}
