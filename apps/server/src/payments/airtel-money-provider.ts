import { type MobileMoneyProvider, PaymentProviderError } from './mobile-money-provider';
import type { AirtelMoneyConfig } from './payment-provider-config';
import { cachedToken, jsonBody, providerFetch } from './provider-http';

type AirtelBody = {
  data?: { transaction?: { id?: unknown; status?: unknown; message?: unknown } };
  status?: { success?: unknown; result_code?: unknown; message?: unknown };
};

/**
 * Airtel Money's Collections API (https://developers.airtel.africa, "Collection-APIs"):
 * `POST /auth/oauth2/token` (client credentials) for a bearer token, `POST /merchant/v1/payments/`
 * with our transaction id to send the USSD push, and `GET /standard/v1/payments/{id}` for its
 * status (`TS` success, `TF` failed, `TIP` in progress, `TA` ambiguous, still waiting). Airtel
 * takes the subscriber's number without the country code. Airtel only collects from Airtel wallets.
 */
export function createAirtelMoneyProvider(config: AirtelMoneyConfig): MobileMoneyProvider {
  const token = cachedToken(async () => {
    const response = await providerFetch(
      'Airtel Money',
      `${config.baseUrl}/auth/oauth2/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: '*/*' },
        body: JSON.stringify({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          grant_type: 'client_credentials',
        }),
      },
      config.timeoutMs,
    );
    const body = await jsonBody(response);
    if (!response.ok || typeof body?.access_token !== 'string') {
      throw new PaymentProviderError(
        `Airtel Money refused the client credentials (${response.status})`,
        'refused',
      );
    }
    const expiresIn = Number(body.expires_in);
    return {
      token: body.access_token,
      expiresInSeconds: Number.isFinite(expiresIn) ? expiresIn : 180,
    };
  });
  const headers = async () => ({
    authorization: `Bearer ${await token.get()}`,
    'x-country': config.country,
    'x-currency': config.currency,
    'content-type': 'application/json',
    accept: '*/*',
  });

  return {
    name: 'airtel-money',
    sandbox: false,
    networks: ['AIRTEL'],
    referenceFor: (paymentId) => paymentId,

    async requestCollection(request) {
      const response = await providerFetch(
        'Airtel Money',
        `${config.baseUrl}/merchant/v1/payments/`,
        {
          method: 'POST',
          headers: await headers(),
          body: JSON.stringify({
            reference: request.description.slice(0, 64),
            subscriber: {
              country: config.country,
              currency: config.currency,
              msisdn: request.phoneNumber.replace(/^260/, ''),
            },
            transaction: {
              amount: request.amountNgwee / 100,
              country: config.country,
              currency: config.currency,
              id: request.providerReference,
            },
          }),
        },
        config.timeoutMs,
      );
      if (response.status === 401) token.clear();
      if (response.status >= 500) {
        throw new PaymentProviderError(`Airtel Money failed (${response.status})`, 'unknown');
      }
      const body = (await jsonBody(response)) as AirtelBody | undefined;
      if (response.ok && body?.status?.success === true) return;
      const code = String(body?.status?.result_code ?? response.status);
      throw new PaymentProviderError(`Airtel Money refused the request (${code})`, 'refused');
    },

    async checkCollection(record) {
      const response = await providerFetch(
        'Airtel Money',
        `${config.baseUrl}/standard/v1/payments/${encodeURIComponent(record.providerReference)}`,
        { headers: await headers() },
        config.timeoutMs,
      );
      if (response.status === 401) token.clear();
      const body = (await jsonBody(response)) as AirtelBody | undefined;
      const transaction = body?.data?.transaction;
      if (!response.ok || !transaction) {
        throw new PaymentProviderError(
          `Airtel Money status failed (${response.status})`,
          'unknown',
        );
      }
      if (transaction.status === 'TS') return { status: 'CONFIRMED' };
      if (transaction.status === 'TF') {
        return { status: 'FAILED', reason: String(transaction.message ?? 'TF') };
      }
      return { status: 'PENDING' };
    },
  };
}
