import { Alert, Spinner } from '@coaz/ui-kit';
import type { ReactNode, Ref } from 'react';

/**
 * The lower half of a secretariat list on the dashboard (fees to record, refunds due, members to
 * bill), drawn alike for each: what was just done, read out and focusable, since the line whose
 * button did it is gone with it and the cursor goes there; the list loading or failing; what an
 * empty list means; and its lines.
 */
export function AdminList<Item>({
  done,
  doneRef,
  loading,
  loadingLabel,
  error,
  items,
  empty,
  renderItem,
}: {
  /** What the last action did, said in the status line. */
  done: string;
  doneRef: Ref<HTMLParagraphElement>;
  loading: boolean;
  loadingLabel: string;
  error: Error | null;
  /** Undefined until the list has been read. */
  items: readonly Item[] | undefined;
  /** What an empty list means. */
  empty: ReactNode;
  /** One line, with its key. */
  renderItem: (item: Item) => ReactNode;
}) {
  return (
    <>
      <p role="status" ref={doneRef} tabIndex={-1}>
        {done}
      </p>
      {loading ? <Spinner label={loadingLabel} showLabel /> : null}
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      {items?.length === 0 ? <p>{empty}</p> : null}
      {items && items.length > 0 ? <ul className="member-todo">{items.map(renderItem)}</ul> : null}
    </>
  );
}
