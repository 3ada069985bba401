import '../member/member-portal.css';
import { Alert } from '@coaz/ui-kit';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../content/page-header';
import { LapsedMembershipNotice } from '../member/lapsed-membership-notice';
import { memberPageMeta } from '../member/member-page-meta';
import { MobilePaymentForm } from '../member/mobile-payment-form';
import { paymentLinkFee } from '../member/payment-link-fee';
import { PrefetchDashboard } from '../member/prefetch-dashboard';
import { SessionRequired } from '../member/session-required';
import { useFinishFlow } from '../member/use-finish-flow';

export function meta() {
  return memberPageMeta('Pay your membership fee');
}

/**
 * Where a login with an unpaid fee leads: `?userId=&receivableId=&criteriaId=&sponsor=SELF`, as
 * the login answered, so a reload keeps the payment going. The member pays for themselves
 * (sponsor SELF); the server checks the fee is theirs. A link that names no fee, or a mangled one,
 * says so in words and leads to the dashboard, where an unpaid fee has its own Pay link. Every
 * way out of the page ends on the dashboard, so its code is downloaded while the member approves
 * the prompt ({@link PrefetchDashboard}).
 */
export default function MobilePayment() {
  const [searchParams] = useSearchParams();
  const finish = useFinishFlow();
  const receivableId = paymentLinkFee(searchParams);
  return (
    <div className="page page--narrow member-page">
      <PageHeader
        title="Pay your membership fee"
        eyebrow="Members"
        summary="Pay with MTN MoMo, Airtel Money or Zamtel Kwacha. Approve the prompt on your phone."
      />
      <PrefetchDashboard />
      <SessionRequired>
        {receivableId ? <LapsedMembershipNotice /> : null}
        {receivableId ? (
          <MobilePaymentForm
            receivableId={receivableId}
            onPaid={(refundNotice) =>
              finish({
                notice:
                  refundNotice ??
                  'Payment received; your membership is active. Your receipt is below.',
              })
            }
          />
        ) : (
          <Alert tone="error" title="This payment link is not valid">
            <p>
              It does not name a membership fee: it may have been cut short or changed on the way.
              Your dashboard shows any fee still to pay, with a link to pay it.
            </p>
            <p>
              <Link to="/dashboard" className="coaz-link">
                Go to your dashboard
              </Link>
            </p>
          </Alert>
        )}
      </SessionRequired>
    </div>
  );
}
