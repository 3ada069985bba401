import { and, asc, eq, gt, isNull, like, lt, or } from 'drizzle-orm';
import type { Clock } from '../clock/clock';
import type { AppDatabase } from '../db/database';
import { payments, receivables } from '../db/schema';
import type { LogSink } from '../http/request-log';
import { activateWhenPaidUp } from './activate-when-paid-up';
import { type MobileMoneyProvider, PaymentProviderError } from './mobile-money-provider';

/** A stored payment. */
export type PaymentRow = typeof payments.$inferSelect;

/** Prefix of failure reasons that are our decision, not the provider's; a late result overrides them. */
export const LOCAL_FAILURE = 'LOCAL_';

/** How long after it was requested a locally failed payment is still reconciled. */
const RECONCILE_WINDOW_MS = 7 * 86_400_000;

/** How many payments one reconciling round asks the provider about, at most. */
const RECONCILE_BATCH = 100;

/** Settles payments from the provider's answers. */
export interface PaymentSettlement {
  /**
   * Asks the provider where a payment stands and records it: CONFIRMED pays the fee (and makes
   * the member ACTIVE when nothing else is due); FAILED records the reason; PENDING past the
   * pending timeout is given up as `LOCAL_EXPIRED`. A payment we failed ourselves is still
   * settled by a later CONFIRMED (a late callback). Provider outages leave the row as it was.
   */
  settle(row: PaymentRow): Promise<PaymentRow>;
  /**
   * Settles payments still waiting (oldest first), then those failed locally in the last week, in
   * turn across rounds: at most a hundred provider questions a round.
   */
  reconcile(): Promise<number>;
}

function reconcilable(row: PaymentRow): boolean {
  if (row.status === 'PENDING') return true;
  return (
    row.status === 'FAILED' &&
    (row.failureReason ?? '').startsWith(LOCAL_FAILURE) &&
    Date.now() - row.createdAt.getTime() < RECONCILE_WINDOW_MS
  );
}

/** The database handle inside the transaction that confirms a payment. */
export type SettlementTransaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** The settlement over one provider. */
export function createPaymentSettlement(options: {
  db: AppDatabase;
  provider: MobileMoneyProvider;
  pendingTimeoutSeconds: number;
  log: LogSink;
  /**
   * The clock that dates a confirmation (the payment's, its fee's and the member's): the one the
   * receipt and the dashboard read, so in demo mode a payment made with the clock moved is dated
   * as its receipt is. How long a payment has waited is still measured in real time, as the
   * provider measures it.
   * @default the real clock
   */
  clock?: Clock;
  /**
   * What else a confirmed payment does, in the transaction that confirms it (the receipt and the
   * membership year), at the moment the payment was confirmed; not called for a late result
   * whose fee was already paid.
   */
  onConfirmed?: (tx: SettlementTransaction, payment: PaymentRow, now: Date) => Promise<void>;
  /**
   * What a confirmation does once committed (telling the member): never inside the transaction,
   * so a confirmation rolled back tells no one. Called once a payment, by whichever settlement's
   * conditional update confirmed it: a callback and a poll confirming one payment at once, here or
   * on another instance, make one call. `payment.refundDue` says the fee was already paid. What
   * it throws is logged; the confirmation stands.
   */
  afterConfirmed?: (payment: PaymentRow) => Promise<void>;
}): PaymentSettlement {
  const { db, provider, log } = options;
  const clock = options.clock ?? { now: () => new Date() };

  async function confirm(row: PaymentRow): Promise<PaymentRow> {
    // Set by the transaction whose update confirmed the payment; read once it has committed.
    let confirmedHere: PaymentRow | undefined;
    const settled = await confirmInTransaction(row, (confirmed) => {
      confirmedHere = confirmed;
    });
    if (confirmedHere && options.afterConfirmed) {
      try {
        await options.afterConfirmed(confirmedHere);
      } catch (error) {
        log(`payment ${row.id} confirmed; what follows it failed: ${(error as Error).message}`);
      }
    }
    return settled;
  }

  async function confirmInTransaction(
    row: PaymentRow,
    confirmed: (payment: PaymentRow) => void,
  ): Promise<PaymentRow> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(payments)
        .set({ status: 'CONFIRMED', confirmedAt: now, failureReason: null })
        .where(
          and(
            eq(payments.id, row.id),
            or(
              eq(payments.status, 'PENDING'),
              and(eq(payments.status, 'FAILED'), like(payments.failureReason, 'LOCAL\\_%')),
            ),
          ),
        )
        .returning();
      // Another instance settled it first; its answer stands.
      if (!updated)
        return (await tx.select().from(payments).where(eq(payments.id, row.id)))[0] ?? row;
      const paid = await tx
        .update(receivables)
        .set({ paidAt: now })
        .where(and(eq(receivables.id, row.receivableId), isNull(receivables.paidAt)))
        .returning({ id: receivables.id });
      if (paid.length === 0) {
        // A late result for a fee another payment already paid: money moved twice.
        log(`payment ${row.id} confirmed after its fee was paid; refund due`);
        const [flagged] = await tx
          .update(payments)
          .set({ refundDue: true })
          .where(eq(payments.id, row.id))
          .returning();
        confirmed(flagged ?? updated);
        return flagged ?? updated;
      }
      await activateWhenPaidUp(tx, row.userId, now);
      await options.onConfirmed?.(tx, updated, now);
      confirmed(updated);
      return updated;
    });
  }

  async function fail(row: PaymentRow, reason: string): Promise<PaymentRow> {
    const [updated] = await db
      .update(payments)
      .set({ status: 'FAILED', failureReason: reason })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'PENDING')))
      .returning();
    return updated ?? (await db.select().from(payments).where(eq(payments.id, row.id)))[0] ?? row;
  }

  // Questions to the provider in flight, by payment: requests about one payment that arrive
  // while it answers (a page polling, a script flooding, a callback) share its answer, so none
  // of them costs another call on the provider's quota.
  const inFlight = new Map<string, Promise<PaymentRow>>();

  // Where the last reconciling round stopped among the payments failed by us (see `reconcile`).
  let failuresResumeAfter: string | undefined;

  function settle(row: PaymentRow): Promise<PaymentRow> {
    const asking = inFlight.get(row.id);
    if (asking) return asking;
    const answer = settleNow(row).finally(() => inFlight.delete(row.id));
    inFlight.set(row.id, answer);
    return answer;
  }

  async function settleNow(row: PaymentRow): Promise<PaymentRow> {
    // A payment the secretariat recorded was confirmed when recorded; no provider knows of it.
    if (!reconcilable(row) || row.provider !== provider.name || row.phoneNumber === null)
      return row;
    let outcome: Awaited<ReturnType<MobileMoneyProvider['checkCollection']>>;
    try {
      outcome = await provider.checkCollection({
        providerReference: row.providerReference,
        phoneNumber: row.phoneNumber,
        requestedAt: row.createdAt,
      });
    } catch (error) {
      if (error instanceof PaymentProviderError) return row;
      throw error;
    }
    if (outcome.status === 'CONFIRMED') return confirm(row);
    if (row.status !== 'PENDING') {
      if (outcome.status === 'PENDING') return row;
      // The provider has its own answer now; it replaces ours and ends the reconciling.
      const [updated] = await db
        .update(payments)
        .set({ failureReason: outcome.reason ?? 'FAILED' })
        .where(and(eq(payments.id, row.id), eq(payments.status, 'FAILED')))
        .returning();
      return updated ?? row;
    }
    if (outcome.status === 'FAILED') return fail(row, outcome.reason ?? 'FAILED');
    const waited = Date.now() - row.createdAt.getTime();
    if (waited > options.pendingTimeoutSeconds * 1000) return fail(row, `${LOCAL_FAILURE}EXPIRED`);
    return row;
  }

  return {
    settle,
    async reconcile() {
      // Payments still waiting come first, oldest first: a member may be looking at one.
      const waiting = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.provider, provider.name),
            eq(payments.status, 'PENDING'),
            lt(payments.createdAt, new Date(Date.now() - 30_000)),
          ),
        )
        .orderBy(asc(payments.createdAt), asc(payments.id))
        .limit(RECONCILE_BATCH);
      // Then payments failed by us, in turn: each round goes on where the last one stopped and
      // starts again at the first once it reaches the last. Taken in no order, as before, a week
      // holding more than a round's worth (a provider's outage of an afternoon) let the same rows
      // be asked about every round and the others never. The turn goes by id, exact in every
      // database, where a time kept to the microsecond would not survive a JavaScript Date.
      const room = RECONCILE_BATCH - waiting.length;
      const lateFailures =
        room === 0
          ? []
          : await db
              .select()
              .from(payments)
              .where(
                and(
                  eq(payments.provider, provider.name),
                  eq(payments.status, 'FAILED'),
                  like(payments.failureReason, 'LOCAL\\_%'),
                  gt(payments.createdAt, new Date(Date.now() - RECONCILE_WINDOW_MS)),
                  failuresResumeAfter ? gt(payments.id, failuresResumeAfter) : undefined,
                ),
              )
              .orderBy(asc(payments.id))
              .limit(room);
      // A round with no room (a hundred waiting) keeps the place for the next.
      if (room > 0) {
        failuresResumeAfter = lateFailures.length === room ? lateFailures.at(-1)?.id : undefined;
      }
      const rows = [...waiting, ...lateFailures];
      for (const row of rows) await settle(row);
      return rows.length;
    },
  };
}
