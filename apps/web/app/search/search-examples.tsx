import { Fragment } from 'react';
import { Link } from 'react-router';

/**
 * Searches that show what the site search answers, one for each kind of visitor: a member's fees
 * and CPD, a job seeker's vacancies, anyone's way to the secretariat. Each finds its page.
 */
export const SEARCH_EXAMPLES: readonly string[] = [
  'membership fees',
  'CPD points',
  'vacancies',
  'office hours',
];

/** Example searches to try, each a link to its results: for an empty search or one with no words. */
export function SearchExamples() {
  return (
    <p>
      For example:{' '}
      {SEARCH_EXAMPLES.map((example, index) => (
        <Fragment key={example}>
          {index > 0 ? ', ' : null}
          <Link to={`/search?q=${encodeURIComponent(example)}`}>{example}</Link>
        </Fragment>
      ))}
      .
    </p>
  );
}
