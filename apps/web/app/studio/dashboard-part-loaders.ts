/**
 * Downloads the dashboard's parts that only editors (the studio) and admins (applications, dues,
 * refunds) use, each its own chunk, in the shape `lazy` takes. On their own so that the dashboard
 * can ask again after a failed download.
 */
export const loadStudio = () => import('./studio').then(({ Studio }) => ({ default: Studio }));

/** The secretariat's queue of applications (admins). */
export const loadApplicationsReview = () =>
  import('../member/applications-review').then(({ ApplicationsReview }) => ({
    default: ApplicationsReview,
  }));

/** The annual subscriptions (admins). */
export const loadMembershipDuesAdmin = () =>
  import('../member/membership-dues-admin').then(({ MembershipDuesAdmin }) => ({
    default: MembershipDuesAdmin,
  }));

/** The refunds due (admins). */
export const loadRefundsDue = () =>
  import('../member/refunds-due').then(({ RefundsDue }) => ({ default: RefundsDue }));

/** The record of fees paid by bank transfer, cash or cheque (admins). */
export const loadFeesDueAdmin = () =>
  import('../member/fees-due-admin').then(({ FeesDueAdmin }) => ({ default: FeesDueAdmin }));

/** The billing of a year's subscription to a member nothing bills yet (admins). */
export const loadSubscriptionBillingAdmin = () =>
  import('../member/subscription-billing-admin').then(({ SubscriptionBillingAdmin }) => ({
    default: SubscriptionBillingAdmin,
  }));

/** The look-up of any member and their record (admins). */
export const loadFindMemberAdmin = () =>
  import('../member/find-member-admin').then(({ FindMemberAdmin }) => ({
    default: FindMemberAdmin,
  }));

/** Who paid in a month, by mobile money or at the office (admins). */
export const loadPaymentsReceivedAdmin = () =>
  import('../member/payments-received-admin').then(({ PaymentsReceivedAdmin }) => ({
    default: PaymentsReceivedAdmin,
  }));
