import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAfricasTalkingMessageProvider } from './africas-talking-message-provider';

interface Received {
  path: string;
  apiKey: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

// A stand-in for Africa's Talking's messaging endpoint, answering as its documentation shows.
let server: Server;
let baseUrl = '';
const received: Received[] = [];
let answer: { status: number; body: string } = { status: 201, body: '' };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function accepted(number: string) {
  return JSON.stringify({
    SMSMessageData: {
      Message: 'Sent to 1/1 Total Cost: ZMW 0.3000',
      Recipients: [
        { statusCode: 101, number, status: 'Success', cost: 'ZMW 0.3000', messageId: 'ATXid_1' },
      ],
    },
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({
      path: request.url ?? '',
      apiKey: request.headers.apikey as string | undefined,
      contentType: request.headers['content-type'],
      form: new URLSearchParams(body),
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settings = () => ({ username: 'coaz', apiKey: 'atsk_test', senderId: 'COAZ', baseUrl });

describe("Africa's Talking SMS provider", () => {
  it('posts the documented form with the apiKey header', async () => {
    answer = { status: 201, body: accepted('+260971234567') };
    const provider = createAfricasTalkingMessageProvider(settings());
    await provider.send({
      phoneNumber: '260971234567',
      email: null,
      body: 'COAZ: your code is 123456.',
    });
    const last = received.at(-1) as Received;
    expect(last.path).toBe('/version1/messaging');
    expect(last.apiKey).toBe('atsk_test');
    expect(last.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(last.form)).toEqual({
      username: 'coaz',
      to: '+260971234567',
      message: 'COAZ: your code is 123456.',
      from: 'COAZ',
    });
    expect(provider.sandbox).toBe(false);
  });

  it('throws when the gateway refuses the recipient or the request', async () => {
    const provider = createAfricasTalkingMessageProvider(settings());
    answer = {
      status: 201,
      body: JSON.stringify({
        SMSMessageData: {
          Message: 'Sent to 0/1',
          Recipients: [{ statusCode: 403, status: 'InvalidPhoneNumber' }],
        },
      }),
    };
    await expect(
      provider.send({ phoneNumber: '260971234567', email: null, body: 'x' }),
    ).rejects.toThrow(/InvalidPhoneNumber/);
    answer = { status: 401, body: 'The supplied authentication is invalid' };
    await expect(
      provider.send({ phoneNumber: '260971234567', email: null, body: 'x' }),
    ).rejects.toThrow(/401/);
    answer = { status: 201, body: '<html>' };
    await expect(
      provider.send({ phoneNumber: '260971234567', email: null, body: 'x' }),
    ).rejects.toThrow(/JSON/);
  });

  it('keeps the member’s number out of a refusal, which is logged', async () => {
    const provider = createAfricasTalkingMessageProvider(settings());
    answer = { status: 400, body: 'Invalid phone number: +260971234567 (0971234567)' };
    const refusal = provider.send({ phoneNumber: '260971234567', email: null, body: 'x' });
    await expect(refusal).rejects.toThrow(
      "Africa's Talking answered 400: Invalid phone number: <phone number> (<phone number>)",
    );
  });

  it('cannot reach a member who has only an e-mail address', async () => {
    const provider = createAfricasTalkingMessageProvider(settings());
    const before = received.length;
    await expect(
      provider.send({ phoneNumber: null, email: 'a@example.org', body: 'x' }),
    ).rejects.toThrow(/phone/);
    expect(received.length).toBe(before);
  });
});
