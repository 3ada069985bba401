import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { providerSummary } from './provider-summary';

const SECRET = 'dJ6C7lEHAwMqDa0B2B4TQuLKcoJOc0M07DqfDAIr6fOMIc9V';

describe('the providers named at start', () => {
  it('names each outside service and the host it calls, never a credential', () => {
    const credentials = {
      MTN_MOMO_SUBSCRIPTION_KEY: 'sub-key-4f1c',
      MTN_MOMO_API_USER: 'api-user-9d2e',
      MTN_MOMO_API_KEY: 'api-key-77aa',
      AFRICAS_TALKING_API_KEY: 'atsk_0123456789',
      SMTP_USER: 'mailer',
      SMTP_PASSWORD: 'smtp-pass-31b0',
      OPENAI_API_KEY: 'sk-model-5e6f',
    };
    const config = loadConfig({
      COAZ_MODE: 'production',
      JWT_SECRET: SECRET,
      PUBLIC_URL: 'https://coaz.org.zm',
      PAYMENT_PROVIDER: 'mtn-momo',
      MESSAGE_PROVIDER: 'africas-talking',
      AFRICAS_TALKING_USERNAME: 'coaz',
      EMAIL_PROVIDER: 'smtp',
      SMTP_HOST: 'mail.coaz.org.zm',
      MAIL_FROM: 'COAZ <no-reply@coaz.org.zm>',
      OPENAI_BASE_URL: 'https://llm.example/v1',
      OPENAI_MODEL: 'small',
      ...credentials,
    });
    const line = providerSummary(config);
    expect(line).toBe(
      'providers: payments mtn-momo (proxy.momoapi.mtn.com), SMS africas-talking (api.africastalking.com), ' +
        'e-mail smtp (mail.coaz.org.zm:587, STARTTLS required), chat model small (llm.example)',
    );
    for (const value of [...Object.values(credentials), SECRET]) {
      expect(line).not.toContain(value);
    }
  });

  it('says plainly when a service is a stand-in that sends or moves nothing', () => {
    expect(providerSummary(loadConfig({ COAZ_MODE: 'demo' }))).toBe(
      'providers: payments sandbox (moves no money), SMS outbox (sends nothing), ' +
        'e-mail outbox (sends nothing), chat model none',
    );
  });
});
