import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { NextPageControls, useFirstNewLineFocus } from '../studio/next-page-controls';

/**
 * Under a secretariat list the server pages (fees to record, members to bill): that more follow
 * than are shown, and "More results", which brings the next page and moves the cursor to the first
 * line it brought (its first button, or the line itself), since the button that asked is gone once
 * the last page is in.
 */
export function MoreResults({
  query,
  shown,
  what,
  list,
}: {
  query: Pick<
    UseInfiniteQueryResult,
    'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'
  >;
  /** How many lines are shown. */
  shown: number;
  /** What the lines are, in the plural: "accounts", "unpaid fees". */
  what: string;
  /** The element the list's `<ul>` is in. */
  list: RefObject<HTMLElement | null>;
}) {
  const firstNewLine = useFirstNewLineFocus(list, shown);
  return (
    <>
      {query.hasNextPage ? (
        <p>
          Showing the first {shown} {what}; there are more. Narrow the search, or show more results.
        </p>
      ) : null}
      <NextPageControls
        query={query}
        label="More results"
        failedTitle="More results could not be loaded"
        {...firstNewLine}
      />
    </>
  );
}
