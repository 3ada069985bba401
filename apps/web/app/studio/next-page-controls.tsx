import { Alert, Button } from '@coaz/ui-kit';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { busyButtonProps } from './busy-button-props';

/** What the controls read of a paged list's query. */
type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'
>;

/**
 * Under a paged studio list: why the last page asked for did not come, and the button that asks
 * for the next one ("Loading…" while it comes). `onAsk` runs as the page is asked for and
 * `onFailed` when it did not come: a list that moves the cursor to the first new row sets where
 * that is, and forgets it when no row came (one that comes later, after another editor's save,
 * must not take the cursor).
 */
export function NextPageControls({
  query,
  label,
  failedTitle,
  onAsk,
  onFailed,
}: {
  query: PagedQuery;
  /** The button's words, such as "Show more". */
  label: string;
  /** The alert's title when a page did not come, such as "More news could not be loaded". */
  failedTitle: string;
  onAsk?: () => void;
  onFailed?: () => void;
}) {
  return (
    <>
      {query.isFetchNextPageError ? (
        <Alert tone="error" title={failedTitle}>
          {query.error?.message}
        </Alert>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          {...busyButtonProps(query.isFetchingNextPage, () => {
            onAsk?.();
            void query.fetchNextPage().then((result) => {
              if (result.isError) onFailed?.();
            });
          })}
        >
          {query.isFetchingNextPage ? 'Loading…' : label}
        </Button>
      ) : null}
    </>
  );
}
