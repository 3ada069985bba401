import { ApiError } from './api-error';

/** One problem a schema check found: where in the input, and what is wrong. */
export interface ValidationIssue {
  /** The keys down to the offending field; empty for the input as a whole. */
  path: readonly PropertyKey[];
  /** What is wrong, for a person to read. */
  message: string;
}

/**
 * The API's 400 for input that fails its schema: `validation_failed`, its message the first
 * issue, prefixed with the field it concerns (`phoneNumber: ...`), so a form can show it there.
 */
export function validationError(issues: readonly ValidationIssue[]): ApiError {
  const issue = issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  return new ApiError(
    400,
    'validation_failed',
    `${where}${issue?.message ?? 'The request is not valid'}`,
  );
}
