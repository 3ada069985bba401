// A local stand-in for Airtel Money's Collections API, for the server's tests only: the OAuth
// token, the USSD push (`POST /merchant/v1/payments/`) and the status enquiry
// (`GET /standard/v1/payments/{id}`), with the headers and body fields Airtel documents.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in accepts as client credentials. */
export const AIRTEL_CREDENTIALS = { clientId: 'airtel-client-id', clientSecret: 'airtel-secret' };

/** Airtel's transaction statuses: success, failed, in progress, ambiguous. */
export type AirtelStatus = 'TS' | 'TF' | 'TIP' | 'TA';

/** One payment Airtel received. */
export interface AirtelPayment {
  body: {
    reference: string;
    subscriber: { country: string; currency: string; msisdn: string };
    transaction: { amount: number; country: string; currency: string; id: string };
  };
  status: AirtelStatus;
}

/** The running stand-in. */
export interface AirtelMoneyServer {
  /** Base URL for `AIRTEL_MONEY_BASE_URL`. */
  url: string;
  /** Every payment received, by our transaction id. */
  payments: Map<string, AirtelPayment>;
  /** What a subscriber's payments answer: `TS` by default. */
  decide(msisdn: string, status: AirtelStatus): void;
  /** Settles a payment now. */
  settle(id: string, status: AirtelStatus): void;
  /** Stops the stand-in. */
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const failure = (message: string) => ({
  status: { code: '400', message, result_code: 'ESB000001', success: false },
});

/** Starts the stand-in on a free port. */
export async function startAirtelMoneyServer(): Promise<AirtelMoneyServer> {
  const payments = new Map<string, AirtelPayment>();
  const decisions = new Map<string, AirtelStatus>();
  const tokens = new Set<string>();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://airtel');
    if (request.method === 'POST' && url.pathname === '/auth/oauth2/token') {
      const body = await readJson(request);
      if (
        body?.client_id !== AIRTEL_CREDENTIALS.clientId ||
        body?.client_secret !== AIRTEL_CREDENTIALS.clientSecret ||
        body?.grant_type !== 'client_credentials'
      ) {
        return send(response, 401, { error: 'invalid_client' });
      }
      const token = `airtel-token-${tokens.size + 1}`;
      tokens.add(token);
      return send(response, 200, { access_token: token, expires_in: '180', token_type: 'bearer' });
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return send(response, 401, failure('Unauthorized'));
    if (request.headers['x-country'] !== 'ZM' || request.headers['x-currency'] !== 'ZMW') {
      return send(response, 400, failure('Invalid country or currency'));
    }
    if (request.method === 'POST' && url.pathname === '/merchant/v1/payments/') {
      const body = (await readJson(request)) as AirtelPayment['body'] | undefined;
      const id = body?.transaction?.id;
      if (
        !body ||
        typeof id !== 'string' ||
        typeof body.transaction.amount !== 'number' ||
        !/^\d{9}$/.test(body.subscriber?.msisdn ?? '')
      ) {
        return send(response, 400, failure('Invalid request'));
      }
      if (payments.has(id)) return send(response, 400, failure('Duplicate transaction id'));
      payments.set(id, { body, status: decisions.get(body.subscriber.msisdn) ?? 'TS' });
      return send(response, 200, {
        data: { transaction: { id, status: 'Success.' } },
        status: { code: '200', message: 'Success.', result_code: 'ESB000010', success: true },
      });
    }
    const enquiry = /^\/standard\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && enquiry) {
      const id = decodeURIComponent(enquiry[1] ?? '');
      const payment = payments.get(id);
      if (!payment) return send(response, 404, failure('Transaction not found'));
      return send(response, 200, {
        data: {
          transaction: {
            airtel_money_id: payment.status === 'TS' ? 'MP210603.1234.L06941' : null,
            id,
            message: payment.status === 'TF' ? 'Transaction failed' : 'In progress',
            status: payment.status,
          },
        },
        status: { code: '200', message: 'SUCCESS', result_code: 'ESB000010', success: true },
      });
    }
    return send(response, 404, failure('Not found'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    payments,
    decide: (msisdn, status) => decisions.set(msisdn, status),
    settle(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      payment.status = status;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
