import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../create-api-client';
import { ApiError } from '../errors/api-error';
import { memoryTokenStore } from '../tokens/memory-token-store';
import { createMembershipClient } from './membership-client';

// A stand-in for the member service's membership routes, over real HTTP, that records what it
// receives and answers the reference server's shapes.
interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string;
  body: Buffer;
}

let server: Server;
let memberBaseUrl = '';
const received: Received[] = [];

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
const application = {
  id: 7,
  membershipType: 'full_membership',
  membershipTypeName: 'Full Membership',
  status: 'SUBMITTED',
  reason: null,
  submittedAt: '2026-11-23T10:00:00.000Z',
  decidedAt: null,
  documents: [],
  missingDocuments: [],
};

function answer(request: Received): {
  status: number;
  type: string;
  body: Buffer | string;
  headers?: Record<string, string>;
} {
  const path = new URL(request.url, 'http://x').pathname.replace('/coaz/api/', '');
  const json = (status: number, body: unknown) => ({
    status,
    type: 'application/json',
    body: JSON.stringify(body),
  });
  if (request.method === 'POST' && path === 'applications/mine') {
    if (request.authorization !== 'Bearer a-1')
      return json(401, { error: 'unauthorized', message: 'Log in' });
    return json(201, { message: 'Application received.', application });
  }
  if (request.method === 'POST' && path === 'applications') {
    const text = request.body.toString('latin1');
    if (!text.includes('name="nrcNumber"') || !text.includes('%PDF-1.7')) {
      return json(400, { error: 'validation_failed', message: 'nrcNumber: missing' });
    }
    return json(201, {
      status: 'INCOMPLETE_REGISTRATION',
      message: 'Application received.',
      application,
      access_token: 'a-1',
      refresh_token: 'r-1',
    });
  }
  if (request.method === 'GET' && path === 'receipts/12.pdf') {
    if (request.authorization !== 'Bearer a-1')
      return json(401, { error: 'unauthorized', message: 'Log in' });
    return {
      status: 200,
      type: 'application/pdf',
      body: PDF,
      headers: { 'content-disposition': 'attachment; filename="coaz-receipt-R2026-000012.pdf"' },
    };
  }
  if (request.method === 'POST' && path === 'password/reset') {
    const body = JSON.parse(request.body.toString('utf8'));
    if (body.code !== '123456')
      return json(400, { error: 'invalid_code', message: 'That code is not right; 4 tries left' });
    return json(200, {
      status: 'SUCCESSFUL',
      message: 'Your password is changed.',
      access_token: 'a-2',
      refresh_token: 'r-2',
    });
  }
  if (request.method === 'GET' && path === 'admin/applications') {
    return json(200, {
      items: [
        { ...application, status: new URL(request.url, 'http://x').searchParams.get('status') },
      ],
    });
  }
  if (request.method === 'GET' && path.startsWith('verify/')) {
    return json(200, {
      membershipNumber: 'COAZ-000017',
      goodStanding: true,
      goodStandingUntil: '2027-11-22',
      statement: 'In good standing until 22 November 2027',
      name: 'Sample Applicant',
      membershipType: 'Full Membership',
      professionalCategory: 'Clinical Officer General',
      inTraining: false,
    });
  }
  return json(404, { error: 'not_found', message: 'No such route' });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const entry: Received = {
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'] ?? '',
      body: Buffer.concat(chunks),
    };
    received.push(entry);
    const reply = answer(entry);
    response.writeHead(reply.status, { 'content-type': reply.type, ...reply.headers });
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  memberBaseUrl = `http://127.0.0.1:${port}/coaz/api/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

function client() {
  const tokenStore = memoryTokenStore();
  const core = createApiClient({ memberBaseUrl, chatBaseUrl: memberBaseUrl, tokenStore });
  return { tokenStore, membership: createMembershipClient(core) };
}

const fields = {
  membershipType: 'full_membership' as const,
  username: 'sample.applicant',
  password: 'Kitwe-Clinic-2027',
  firstName: 'Sample',
  lastName: 'Applicant',
  nrcNumber: '123456/10/1',
  phoneNumber: '0977123456',
  hpczNumber: 'HPCZ/CO/1',
  professionalCategory: 'general',
  provinceId: 2,
  districtId: 12,
};

describe('membership client', () => {
  it('applies with documents as a multipart form, anonymously, and keeps the new tokens', async () => {
    const { membership, tokenStore } = client();
    const receipt = await membership.apply(fields, {
      practisingLicence: new Blob([PDF], { type: 'application/pdf' }),
    });
    expect(receipt).toEqual({
      status: 'INCOMPLETE_REGISTRATION',
      message: 'Application received.',
      application,
    });
    expect(received[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]?.authorization).toBeUndefined();
    expect(received[0]?.body.toString('latin1')).toContain('name="practisingLicence"');
    expect(tokenStore.read()).toEqual({ accessToken: 'a-1', refreshToken: 'r-1' });
  });

  it('applies from the signed-in account as a multipart form with its token, and no login', async () => {
    const { membership } = client();
    await membership.apply(fields, { practisingLicence: new Blob([PDF]) });
    const receipt = await membership.applyFromAccount(
      { membershipType: 'affiliate_membership', email: undefined },
      { otherDocument: new Blob([PDF], { type: 'application/pdf' }) },
    );
    expect(receipt).toEqual({ message: 'Application received.', application });
    const sent = received.at(-1);
    expect(sent?.url).toBe('/coaz/api/applications/mine');
    expect(sent?.authorization).toBe('Bearer a-1');
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const body = sent?.body.toString('latin1') ?? '';
    expect(body).toContain('name="membershipType"');
    expect(body).toContain('name="otherDocument"');
    expect(body).not.toContain('name="email"');
    expect(body).not.toContain('name="username"');
  });

  it('downloads a receipt as a PDF file with its name, with the member’s token', async () => {
    const { membership } = client();
    await membership.apply(fields, { practisingLicence: new Blob([PDF]) });
    const file = await membership.downloadReceipt(12);
    expect(file.fileName).toBe('coaz-receipt-R2026-000012.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(Buffer.from(await file.blob.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('resets a password: a wrong code is an ApiError with the reason, the right one signs in', async () => {
    const { membership, tokenStore } = client();
    const wrong = await membership
      .resetPassword({
        login: 'sample.applicant',
        code: '000000',
        newPassword: 'Solwezi-Clinic-2028',
      })
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(ApiError);
    expect((wrong as ApiError).message).toBe('That code is not right; 4 tries left');
    expect(tokenStore.read()).toBeNull();
    const done = await membership.resetPassword({
      login: 'sample.applicant',
      code: '123456',
      newPassword: 'Solwezi-Clinic-2028',
    });
    expect(done).toEqual({ status: 'SUCCESSFUL', message: 'Your password is changed.' });
    expect(tokenStore.read()).toEqual({ accessToken: 'a-2', refreshToken: 'r-2' });
  });

  it('asks admins’ lists by status in the query, and verifies numbers anonymously', async () => {
    const { membership } = client();
    const rejected = await membership.admin.applications('REJECTED');
    expect(rejected[0]?.status).toBe('REJECTED');
    const check = await membership.verify(' COAZ-000017 ');
    expect(check.statement).toBe('In good standing until 22 November 2027');
    expect(received.at(-1)?.url).toBe('/coaz/api/verify/COAZ-000017');
  });

  it('adopts tokens only from an answer that carries both', () => {
    const { membership, tokenStore } = client();
    expect(membership.adoptTokens({ status: 'CONFIRMED' })).toBe(false);
    expect(membership.adoptTokens({ access_token: 'a-9', refresh_token: 'r-9' })).toBe(true);
    expect(tokenStore.read()).toEqual({ accessToken: 'a-9', refreshToken: 'r-9' });
  });

  it('refuses an object that createApiClient did not make', () => {
    const core = createApiClient({ memberBaseUrl, chatBaseUrl: memberBaseUrl });
    expect(() => createMembershipClient({ ...core })).toThrow(/client made by createApiClient/);
  });
});
