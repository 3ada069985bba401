import type { MobileMoneyNetwork, PaymentStatus } from '../db/schema';

/** A request to collect money from a member's mobile-money wallet. */
export interface CollectionRequest {
  /** Our payment id; providers echo it back in their reference. */
  paymentId: string;
  /** The member's network. */
  network: MobileMoneyNetwork;
  /** The wallet's number in international form, such as `260971234567`. */
  phoneNumber: string;
  /** Amount in ngwee. */
  amountNgwee: number;
  /** What the member sees on the prompt. */
  description: string;
}

/**
 * A mobile-money collection service (an aggregator for MTN, Airtel and Zamtel). The member
 * approves the prompt on their phone; we poll `checkCollection` until it settles. Polling rather
 * than callbacks keeps every instance able to settle any payment.
 */
export interface MobileMoneyProvider {
  /** Name stored with each payment. */
  readonly name: string;
  /** True when no real money moves. */
  readonly sandbox: boolean;
  /** Sends the prompt; answers the provider's reference for later checks. */
  requestCollection(request: CollectionRequest): Promise<{ providerReference: string }>;
  /** Where a collection stands now. */
  checkCollection(providerReference: string): Promise<PaymentStatus>;
}
