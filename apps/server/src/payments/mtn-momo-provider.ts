import { type MobileMoneyProvider, PaymentProviderError } from './mobile-money-provider';
import type { MtnMomoConfig } from './payment-provider-config';
import { cachedToken, jsonBody, providerFetch } from './provider-http';

/** How long after a request MTN may still answer 404 for it while it is being registered. */
const REGISTRATION_GRACE_MS = 60_000;

function reasonOf(body: Record<string, unknown> | undefined): string | undefined {
  const reason = body?.reason;
  if (typeof reason === 'string') return reason;
  if (reason && typeof reason === 'object' && 'code' in reason) return String(reason.code);
  return undefined;
}

/**
 * MTN MoMo's Collection API (https://momodeveloper.mtn.com, product "Collection"):
 * `POST /collection/token/` (Basic auth with the API user and key) for a bearer token,
 * `POST /collection/v1_0/requesttopay` with our `X-Reference-Id` to send the prompt, and
 * `GET /collection/v1_0/requesttopay/{referenceId}` for its status (`PENDING`, `SUCCESSFUL`,
 * `FAILED` with a reason such as `APPROVAL_REJECTED` or `EXPIRED`). The reference is the payment
 * id, so a request whose answer was lost can still be checked and MTN refuses a second charge
 * under it (409). MTN only collects from MTN wallets.
 */
export function createMtnMomoProvider(config: MtnMomoConfig): MobileMoneyProvider {
  const common = {
    'ocp-apim-subscription-key': config.subscriptionKey,
    'x-target-environment': config.targetEnvironment,
  };
  const token = cachedToken(async () => {
    const basic = Buffer.from(`${config.apiUser}:${config.apiKey}`).toString('base64');
    const response = await providerFetch(
      'MTN MoMo',
      `${config.baseUrl}/collection/token/`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'ocp-apim-subscription-key': config.subscriptionKey,
        },
      },
      config.timeoutMs,
    );
    const body = await jsonBody(response);
    if (!response.ok || typeof body?.access_token !== 'string') {
      // No token, no prompt: nothing can have been charged.
      throw new PaymentProviderError(
        `MTN MoMo refused the API credentials (${response.status})`,
        'refused',
      );
    }
    const expiresIn = Number(body.expires_in);
    return {
      token: body.access_token,
      expiresInSeconds: Number.isFinite(expiresIn) ? expiresIn : 3600,
    };
  });

  return {
    name: 'mtn-momo',
    sandbox: false,
    networks: ['MTN'],
    referenceFor: (paymentId) => paymentId,

    async requestCollection(request) {
      const headers: Record<string, string> = {
        ...common,
        authorization: `Bearer ${await token.get()}`,
        'x-reference-id': request.providerReference,
        'content-type': 'application/json',
      };
      if (request.callbackUrl) headers['x-callback-url'] = request.callbackUrl;
      const response = await providerFetch(
        'MTN MoMo',
        `${config.baseUrl}/collection/v1_0/requesttopay`,
        {
          method: 'POST',
          headers,
          body: JSON.stringify({
            amount: String(request.amountNgwee / 100),
            currency: config.currency,
            externalId: request.paymentId,
            payer: { partyIdType: 'MSISDN', partyId: request.phoneNumber },
            payerMessage: request.description.slice(0, 160),
            payeeNote: `COAZ ${request.paymentId}`,
          }),
        },
        config.timeoutMs,
      );
      // 409: MTN already has a request under this reference; that one stands.
      if (response.status === 202 || response.status === 409) return;
      if (response.status === 401) token.clear();
      if (response.status >= 500) {
        throw new PaymentProviderError(`MTN MoMo failed (${response.status})`, 'unknown');
      }
      const reason = reasonOf(await jsonBody(response)) ?? String(response.status);
      throw new PaymentProviderError(`MTN MoMo refused the request (${reason})`, 'refused');
    },

    async checkCollection(record) {
      const response = await providerFetch(
        'MTN MoMo',
        `${config.baseUrl}/collection/v1_0/requesttopay/${encodeURIComponent(record.providerReference)}`,
        { headers: { ...common, authorization: `Bearer ${await token.get()}` } },
        config.timeoutMs,
      );
      if (response.status === 404) {
        const settled = Date.now() - record.requestedAt.getTime() > REGISTRATION_GRACE_MS;
        return settled ? { status: 'FAILED', reason: 'NOT_FOUND' } : { status: 'PENDING' };
      }
      if (response.status === 401) token.clear();
      const body = await jsonBody(response);
      if (!response.ok || !body) {
        throw new PaymentProviderError(`MTN MoMo status failed (${response.status})`, 'unknown');
      }
      if (body.status === 'SUCCESSFUL') return { status: 'CONFIRMED' };
      if (body.status === 'PENDING') return { status: 'PENDING' };
      return { status: 'FAILED', reason: reasonOf(body) ?? String(body.status) };
    },
  };
}
