// A local stand-in for MTN MoMo's Collection API, for the server's tests only. It implements the
// documented endpoints (token, request to pay, its status, the callback to X-Callback-Url) and
// checks what MTN checks: Basic credentials, the subscription key, the target environment, a UUID
// X-Reference-Id used once, and the request body's shape.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in accepts as credentials. */
export const MOMO_CREDENTIALS = {
  subscriptionKey: 'collection-subscription-key',
  apiUser: '0f2c2a52-8a51-4a0a-8a8b-6a4f5a3c1e01',
  apiKey: 'momo-api-key-for-tests',
  targetEnvironment: 'mtnzambia',
};

/** MTN's request-to-pay statuses. */
export type MomoStatus = 'PENDING' | 'SUCCESSFUL' | 'FAILED';

/** One request to pay MTN received. */
export interface MomoRequestToPay {
  referenceId: string;
  callbackUrl: string | undefined;
  body: {
    amount: string;
    currency: string;
    externalId: string;
    payer: { partyIdType: string; partyId: string };
    payerMessage: string;
    payeeNote: string;
  };
  status: MomoStatus;
  reason?: string;
}

/** The running stand-in. */
export interface MtnMomoServer {
  /** Base URL for `MTN_MOMO_BASE_URL`. */
  url: string;
  /** Every request to pay received, by reference id. */
  requests: Map<string, MomoRequestToPay>;
  /** How many request-to-pay calls arrived (accepted or not). */
  requestToPayCalls(): number;
  /** How many status queries (`GET /collection/v1_0/requesttopay/{id}`) arrived. */
  statusQueries(): number;
  /** Requests to pay hang without an answer (they are still recorded) while this is true. */
  hangRequests: boolean;
  /** What a payer's number answers once asked: SUCCESSFUL by default. */
  decide(partyId: string, status: MomoStatus, reason?: string): void;
  /** Settles a request now, as the payer's phone would. */
  settle(referenceId: string, status: MomoStatus, reason?: string): void;
  /** Sends MTN's callback (PUT to X-Callback-Url with the request's status body). */
  sendCallback(referenceId: string): Promise<number>;
  /** Stops the stand-in. */
  close(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

function send(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

function statusBody(entry: MomoRequestToPay) {
  return {
    amount: entry.body.amount,
    currency: entry.body.currency,
    financialTransactionId: entry.status === 'SUCCESSFUL' ? '23503452' : undefined,
    externalId: entry.body.externalId,
    payer: entry.body.payer,
    payerMessage: entry.body.payerMessage,
    payeeNote: entry.body.payeeNote,
    status: entry.status,
    reason: entry.reason,
  };
}

/** Starts the stand-in on a free port. */
export async function startMtnMomoServer(): Promise<MtnMomoServer> {
  const requests = new Map<string, MomoRequestToPay>();
  const decisions = new Map<string, { status: MomoStatus; reason?: string }>();
  const tokens = new Set<string>();
  let calls = 0;
  let statusQueries = 0;
  const hanging: ServerResponse[] = [];

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://momo');
    if (request.headers['ocp-apim-subscription-key'] !== MOMO_CREDENTIALS.subscriptionKey) {
      return send(response, 401, {
        statusCode: 401,
        message: 'Access denied due to invalid subscription key.',
      });
    }
    if (request.method === 'POST' && url.pathname === '/collection/token/') {
      const expected = Buffer.from(
        `${MOMO_CREDENTIALS.apiUser}:${MOMO_CREDENTIALS.apiKey}`,
      ).toString('base64');
      if (request.headers.authorization !== `Basic ${expected}`) {
        return send(response, 401, { error: 'login_failed' });
      }
      const token = `momo-token-${tokens.size + 1}`;
      tokens.add(token);
      return send(response, 200, {
        access_token: token,
        token_type: 'access_token',
        expires_in: 3600,
      });
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return send(response, 401, { code: 'UNAUTHORIZED' });
    if (request.headers['x-target-environment'] !== MOMO_CREDENTIALS.targetEnvironment) {
      return send(response, 400, { code: 'INVALID_TARGET_ENVIRONMENT' });
    }
    if (request.method === 'POST' && url.pathname === '/collection/v1_0/requesttopay') {
      calls += 1;
      const referenceId = String(request.headers['x-reference-id'] ?? '');
      const body = (await readJson(request)) as MomoRequestToPay['body'] | undefined;
      if (!UUID.test(referenceId)) return send(response, 400, { code: 'REFERENCE_ID_INVALID' });
      if (
        !body ||
        typeof body.amount !== 'string' ||
        !/^\d+(\.\d{1,2})?$/.test(body.amount) ||
        typeof body.currency !== 'string' ||
        body.payer?.partyIdType !== 'MSISDN' ||
        !/^\d{9,15}$/.test(body.payer.partyId ?? '')
      ) {
        return send(response, 400, { code: 'INVALID_PARAMETER' });
      }
      if (requests.has(referenceId)) return send(response, 409, { code: 'RESOURCE_ALREADY_EXIST' });
      const decided = decisions.get(body.payer.partyId);
      requests.set(referenceId, {
        referenceId,
        callbackUrl: request.headers['x-callback-url'] as string | undefined,
        body,
        status: decided ? decided.status : 'SUCCESSFUL',
        reason: decided?.reason,
      });
      if (server.hangRequests) {
        hanging.push(response);
        return;
      }
      return send(response, 202);
    }
    const status = /^\/collection\/v1_0\/requesttopay\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && status) {
      statusQueries += 1;
      const entry = requests.get(decodeURIComponent(status[1] ?? ''));
      if (!entry)
        return send(response, 404, {
          code: 'RESOURCE_NOT_FOUND',
          message: 'Requested resource was not found.',
        });
      return send(response, 200, statusBody(entry));
    }
    return send(response, 404, { code: 'RESOURCE_NOT_FOUND' });
  }) as ReturnType<typeof createServer> & { hangRequests: boolean };
  server.hangRequests = false;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const stand: MtnMomoServer = {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestToPayCalls: () => calls,
    statusQueries: () => statusQueries,
    get hangRequests() {
      return server.hangRequests;
    },
    set hangRequests(value: boolean) {
      server.hangRequests = value;
    },
    decide(partyId, status, reason) {
      decisions.set(partyId, { status, reason });
    },
    settle(referenceId, status, reason) {
      const entry = requests.get(referenceId);
      if (!entry) throw new Error(`no request ${referenceId}`);
      entry.status = status;
      entry.reason = reason;
    },
    async sendCallback(referenceId) {
      const entry = requests.get(referenceId);
      if (!entry?.callbackUrl) throw new Error(`no callback URL for ${referenceId}`);
      const answer = await fetch(entry.callbackUrl, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(statusBody(entry)),
      });
      return answer.status;
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return stand;
}
