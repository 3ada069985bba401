import type { ServerConfig } from '../config';
import { createAirtelMoneyProvider } from './airtel-money-provider';
import type { MobileMoneyProvider } from './mobile-money-provider';
import { createMtnMomoProvider } from './mtn-momo-provider';
import { createSandboxMobileMoneyProvider } from './sandbox-mobile-money-provider';
import { createUnavailableMobileMoneyProvider } from './unavailable-mobile-money-provider';

/** The provider `PAYMENT_PROVIDER` names, built from its settings. */
export function createMobileMoneyProvider(config: ServerConfig): MobileMoneyProvider {
  const chosen = config.paymentProvider;
  switch (chosen.kind) {
    case 'sandbox':
      return createSandboxMobileMoneyProvider(config.paymentSandboxDelayMs);
    case 'mtn-momo':
      return createMtnMomoProvider(chosen);
    case 'airtel-money':
      return createAirtelMoneyProvider(chosen);
    case 'none':
      return createUnavailableMobileMoneyProvider();
  }
}
