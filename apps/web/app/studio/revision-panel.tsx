import { Alert, Button, Spinner } from '@coaz/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { escapeCloses } from './escape-closes';
import { useOpenInView } from './use-open-in-view';

/** Props of {@link RevisionPanel}. */
export interface RevisionPanelProps<R> {
  /** The id of the panel's heading, which names it; also what brings the panel into view anew. */
  headingId: string;
  heading: ReactNode;
  /** Said under the heading, before the list. */
  intro?: ReactNode;
  /** The saved versions, as read from the server. */
  revisions: UseQueryResult<R[]>;
  /** Why the last restore failed; `null` when it did not. */
  restoreError: Error | null;
  /** Said in place of the list when no version is saved yet: why, in the record's words. */
  noRevisions: ReactNode;
  /** The list of versions, once read and when there is at least one. */
  children: (revisions: R[]) => ReactNode;
  onClose: () => void;
}

/**
 * The frame of a history in the studio (an entry's, a notice's, the site settings'): its heading,
 * why a restore failed, the list while it loads, when it cannot be read or holds no version yet,
 * and a Close button, or Escape. The panel comes into view with the cursor on it when it opens, as
 * the studio's forms do.
 */
export function RevisionPanel<R>({
  headingId,
  heading,
  intro,
  revisions,
  restoreError,
  noRevisions,
  children,
  onClose,
}: RevisionPanelProps<R>) {
  const panelRef = useOpenInView<HTMLElement>(headingId);
  return (
    <section
      ref={panelRef}
      className="studio-panel"
      aria-labelledby={headingId}
      onKeyDown={escapeCloses(onClose)}
    >
      <h3 id={headingId}>{heading}</h3>
      {intro}
      {restoreError ? (
        <Alert tone="error" title="The earlier version was not restored">
          {restoreError.message}
        </Alert>
      ) : null}
      {revisions.isPending ? (
        <Spinner label="Loading the history…" showLabel />
      ) : revisions.isError ? (
        <Alert tone="error" title="The history could not be loaded">
          {revisions.error.message}
        </Alert>
      ) : revisions.data.length === 0 ? (
        noRevisions
      ) : (
        children(revisions.data)
      )}
      <Button variant="secondary" onClick={onClose}>
        Close the history
      </Button>
    </section>
  );
}
