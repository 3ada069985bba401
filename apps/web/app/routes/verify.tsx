import '../member/member-portal.css';
import { useApiClient } from '@coaz/api-client/react';
import { Alert, Spinner } from '@coaz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../content/page-header';
import { memberPageMeta } from '../member/member-page-meta';
import type { Route } from './+types/verify';

export function meta() {
  return memberPageMeta('Verify a membership');
}

/**
 * The public check of a membership card (`/verify/{membershipNumber}`, where the card's QR code
 * leads): in good standing until a date, or not, with the name, type and category only. Rendered
 * in the browser from `GET /coaz/api/verify/{number}` until the site renders pages on the server;
 * the data comes from that one call either way.
 */
export default function Verify({ params }: Route.ComponentProps) {
  const client = useApiClient();
  const number = params.membershipNumber ?? '';
  const check = useQuery({
    queryKey: ['coaz', 'verify', number.toUpperCase()],
    // No abort signal: the answer is small, and a remount while hydrating must not drop it.
    queryFn: () => client.membership.verify(number),
    retry: false,
  });
  return (
    <div className="page page--narrow member-page">
      <PageHeader
        title="Membership verification"
        eyebrow="Membership"
        summary={`Membership number ${number.toUpperCase()}`}
      />
      {check.isPending ? <Spinner label="Checking the membership…" showLabel /> : null}
      {check.isError ? (
        <Alert tone="error" title="Not verified">
          {check.error.message}
        </Alert>
      ) : null}
      {check.data ? (
        <section className="page-section" aria-labelledby="verification-result">
          <h2 id="verification-result">{check.data.statement}</h2>
          <dl className="member-facts">
            <div className="member-facts__row">
              <dt>Name</dt>
              <dd>{check.data.name}</dd>
            </div>
            <div className="member-facts__row">
              <dt>Membership type</dt>
              <dd>{check.data.membershipType ?? 'Not recorded'}</dd>
            </div>
            <div className="member-facts__row">
              <dt>Category</dt>
              <dd>{check.data.professionalCategory ?? 'Not recorded'}</dd>
            </div>
          </dl>
        </section>
      ) : null}
    </div>
  );
}
