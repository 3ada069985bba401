import type { MobileMoneyNetwork } from '../db/schema';

/**
 * Each network's mobile-money service by the name its users know and the receipt prints under
 * "Paid by": an SMS that names the network too ("to 0966 111 002 (MTN MoMo)", "by Airtel Money")
 * says what the receipt says, where "(MTN)" read as something other than the wallet.
 */
export const NETWORK_PAYMENT_NAMES: Record<MobileMoneyNetwork, string> = {
  MTN: 'MTN MoMo',
  AIRTEL: 'Airtel Money',
  ZAMTEL: 'Zamtel Kwacha',
};
