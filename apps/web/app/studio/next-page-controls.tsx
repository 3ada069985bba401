import { Alert, Button } from '@coaz/ui-kit';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import { busyButtonProps } from './busy-button-props';

/** What the controls read of a paged list's query. */
type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'
>;

/**
 * Moving the cursor to the first line a next page brought (its first button, or the line itself),
 * for a list under {@link NextPageControls}: the button that asked goes once the last page is in,
 * and would drop a keyboard user at the top of the page; the next line to read is where the list
 * went on anyway. `list` is the list (`ul`) or the element that holds it; `shown` how many lines it
 * shows. Answers the controls' `onAsk` and `onFailed`.
 */
export function useFirstNewLineFocus(list: RefObject<Element | null>, shown: number) {
  const [focusFrom, setFocusFrom] = useState<number>();
  useEffect(() => {
    if (focusFrom === undefined || shown <= focusFrom) return;
    const holder = list.current;
    const lines = holder?.matches('ul, ol') ? holder : holder?.querySelector(':scope > ul');
    const line = lines?.children[focusFrom];
    if (line instanceof HTMLElement) {
      const button = line.querySelector('button');
      if (button) button.focus();
      else {
        line.tabIndex = -1;
        line.focus();
      }
    }
    setFocusFrom(undefined);
  }, [focusFrom, shown, list]);
  return { onAsk: () => setFocusFrom(shown), onFailed: () => setFocusFrom(undefined) };
}

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
