import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MembershipConfig } from '../membership/membership-config';
import { createAfricasTalkingMessageProvider } from './africas-talking-message-provider';
import { createMessageProvider } from './create-message-provider';

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

describe('the SMS a member’s number may cost', () => {
  // Members abroad give any number with its country code, and an applicant's number is nobody's
  // proof: codes asked for an account's number (a reset, a new number) must not dial the ITU's
  // premium-rate and non-geographic codes, which pay whoever holds them per message received.
  const messages = () =>
    createMessageProvider(
      undefined as never,
      {
        messageProvider: 'africas-talking',
        africasTalking: settings(),
        emailProvider: 'none',
      } as MembershipConfig,
    );

  it.each([
    ['979123456789', 'International Premium Rate Service'],
    ['882345678901', 'international networks'],
    ['883123456789', 'international networks'],
    ['881612345678', 'satellite'],
    ['870772123456', 'Inmarsat'],
    ['80012345678', 'international freephone'],
    ['80812345678', 'shared cost'],
    ['88812345678', 'OCHA'],
    ['99112345678', 'trial service'],
  ])('refuses %s (%s) without asking the gateway', async (phoneNumber) => {
    answer = { status: 201, body: accepted(`+${phoneNumber}`) };
    const before = received.length;
    await expect(
      messages().send({ phoneNumber, email: null, body: 'COAZ: your code is 123456.' }),
    ).rejects.toThrow(/premium-rate or non-geographic/);
    expect(received.length).toBe(before);
  });

  it.each(['260971234567', '447700900123', '8801712345678', '886912345678', '971501234567'])(
    'texts %s, a country’s number',
    async (phoneNumber) => {
      answer = { status: 201, body: accepted(`+${phoneNumber}`) };
      await messages().send({ phoneNumber, email: null, body: 'COAZ: your code is 123456.' });
      expect(received.at(-1)?.form.get('to')).toBe(`+${phoneNumber}`);
    },
  );
});
