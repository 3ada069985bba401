import type { AuditAction } from '@coaz/api-client';
import { useApiClient } from '@coaz/api-client/react';
import { Alert, EmptyState, Spinner } from '@coaz/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIsAdmin } from '../contents/use-is-editor';
import { formatMoment } from '../dates/format-date';
import { SelectField } from './choice-field';
import { COLLECTIONS } from './collections';
import { NextPageControls } from './next-page-controls';

const ACTIONS: Record<AuditAction, string> = {
  create: 'Added',
  update: 'Edited',
  delete: 'Deleted',
  publish: 'Published',
  unpublish: 'Unpublished',
  schedule: 'Scheduled',
  restore: 'Restored',
  role: 'Role changed',
  approve: 'Approved',
  reject: 'Rejected',
  refund: 'Refund paid back',
};

// In the sidebar's order; 'notices' is the name the server's audit lines give notices.
const COLLECTION_CHOICES = [
  { value: '', label: 'Everything' },
  { value: 'notices', label: 'Notices' },
  ...Object.values(COLLECTIONS).map((spec) => ({ value: spec.name, label: spec.label })),
  { value: 'site-settings', label: 'Site settings' },
  { value: 'members', label: 'Editor roles' },
];

// The secretariat's lines, which the server gives admins only: offered to an editor, each would
// show an empty log as though nothing had happened.
const ADMIN_COLLECTION_CHOICES = [
  { value: 'applications', label: 'Applications' },
  { value: 'dues', label: 'Annual subscriptions' },
  { value: 'fees', label: 'Subscriptions billed' },
  { value: 'payments', label: 'Payments recorded' },
  { value: 'refunds', label: 'Refunds paid back' },
  { value: 'backups', label: 'Backups' },
];

/**
 * Who changed what, and when: the audit log, newest first, for one collection or all. Editors read
 * the studio's changes and role changes; admins also the secretariat's decisions (applications,
 * dues, bills, payments, refunds, backups), which only they may filter by.
 */
export function AuditLog() {
  const client = useApiClient();
  const isAdmin = useIsAdmin();
  const [collection, setCollection] = useState('');
  const query = useInfiniteQuery({
    queryKey: ['coaz', 'studio', 'audit-log', collection],
    queryFn: ({ pageParam }) =>
      client.studio.auditLog({
        limit: 50,
        ...(collection ? { collection } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const lines = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="studio-collection" aria-labelledby="studio-audit-log">
      <h2 id="studio-audit-log">Audit log</h2>
      <p>
        {isAdmin
          ? 'Every change made in the studio, every role change and every decision of the secretariat, newest first, with who made it. Times are Lusaka time.'
          : 'Every change made in the studio and every role change, newest first, with who made it. Times are Lusaka time.'}
      </p>
      <div className="studio-filters">
        <SelectField
          label="Show"
          options={
            isAdmin ? [...COLLECTION_CHOICES, ...ADMIN_COLLECTION_CHOICES] : COLLECTION_CHOICES
          }
          value={collection}
          onChange={(event) => setCollection(event.target.value)}
        />
      </div>
      {query.isPending ? (
        <Spinner label="Loading the audit log…" showLabel />
      ) : query.isError && !query.data ? (
        <Alert tone="error" title="The audit log could not be loaded">
          {query.error.message}
        </Alert>
      ) : lines.length === 0 ? (
        <EmptyState title="Nothing changed yet" headingLevel={3} />
      ) : (
        // On a phone the table is wider than the screen and scrolls sideways in its frame, which
        // a keyboard can scroll only once it can take the cursor: a region named by the caption.
        <section
          className="studio-table-wrap"
          aria-labelledby="studio-audit-log-caption"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling frame must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
        >
          <table className="studio-table">
            <caption id="studio-audit-log-caption" className="coaz-visually-hidden">
              Changes, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <td>
                    <time dateTime={line.at}>{formatMoment(line.at)}</time>
                  </td>
                  <td>{line.actor ?? 'The system'}</td>
                  <td>{ACTIONS[line.action] ?? line.action}</td>
                  <td>{line.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <NextPageControls
        query={query}
        label="Show older changes"
        failedTitle="Older changes could not be loaded"
      />
    </section>
  );
}
