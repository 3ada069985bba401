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

/**
 * Example searches to try, each a link to its results: for an empty search or one with no words.
 * Each link is named "Search for vacancies" to screen readers, since a list of the page's links
 * read "vacancies" and "office hours" as if they led to those pages.
 */
export function SearchExamples() {
  return (
    <p>
      For example:{' '}
      {SEARCH_EXAMPLES.map((example, index) => (
        <Fragment key={example}>
          {index > 0 ? ', ' : null}
          <Link to={`/search?q=${encodeURIComponent(example)}`}>
            <span className="coaz-visually-hidden">Search for</span> {example}
          </Link>
        </Fragment>
      ))}
      .
    </p>
  );
}
