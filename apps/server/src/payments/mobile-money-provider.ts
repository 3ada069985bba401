import type { MobileMoneyNetwork, PaymentStatus } from '../db/schema';

/** A request to collect money from a member's mobile-money wallet. */
export interface CollectionRequest {
  /** Our payment id. */
  paymentId: string;
  /** The reference {@link MobileMoneyProvider.referenceFor} made for this payment. */
  providerReference: string;
  /** The member's network. */
  network: MobileMoneyNetwork;
  /** The wallet's number in international form, such as `260961234567`. */
  phoneNumber: string;
  /** Amount in ngwee. */
  amountNgwee: number;
  /** What the member sees on the prompt. */
  description: string;
  /** Where the provider may announce the result (when the site's public address is known). */
  callbackUrl?: string;
}

/** A stored payment as a provider needs it to say where it stands. */
export interface CollectionRecord {
  /** The reference the collection was requested with. */
  providerReference: string;
  /** The wallet's number in international form. */
  phoneNumber: string;
  /** When we asked for it. */
  requestedAt: Date;
}

/** Where a collection stands at the provider. */
export interface CollectionOutcome {
  /** `PENDING` until the payer approves or refuses, or the provider gives up. */
  status: PaymentStatus;
  /** The provider's reason for a failure, such as `APPROVAL_REJECTED`, `EXPIRED` or `NOT_FOUND`. */
  reason?: string;
}

/**
 * A mobile-money collection service. The member approves the prompt on their phone; the result
 * is read with `checkCollection`, whether we poll, a callback says it is ready, or a late result
 * is reconciled: the provider's answer to our status query is the only thing believed, never a
 * callback's body.
 */
export interface MobileMoneyProvider {
  /** Name stored with each payment. */
  readonly name: string;
  /** True when no real money moves. */
  readonly sandbox: boolean;
  /** The networks whose wallets it can collect from. */
  readonly networks: readonly MobileMoneyNetwork[];
  /**
   * The reference a payment is requested and checked under; known before the request is sent,
   * so a request whose answer was lost can still be checked.
   */
  referenceFor(paymentId: string): string;
  /**
   * Sends the prompt.
   * @throws {PaymentProviderError} when the provider refused it or could not be reached.
   */
  requestCollection(request: CollectionRequest): Promise<void>;
  /**
   * Where a collection stands now.
   * @throws {PaymentProviderError} when the provider could not be asked.
   */
  checkCollection(record: CollectionRecord): Promise<CollectionOutcome>;
}

/**
 * A provider call that did not succeed. `refused`: the provider answered no, nothing will be
 * charged. `unknown`: no clear answer (a timeout, a 5xx), the prompt may or may not have gone out.
 */
export class PaymentProviderError extends Error {
  /** Whether a charge may still happen. */
  readonly outcome: 'refused' | 'unknown';

  /** @param outcome see the class description. */
  constructor(message: string, outcome: 'refused' | 'unknown') {
    super(message);
    this.name = 'PaymentProviderError';
    this.outcome = outcome;
  }
}
