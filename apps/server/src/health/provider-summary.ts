import type { ServerConfig } from '../config';

function hostOf(address: string): string {
  return URL.canParse(address) ? new URL(address).host : address;
}

/**
 * The one log line, written at start, that names the outside services this instance uses:
 * payments, SMS, e-mail and the chat model, each with the host it calls, never a credential.
 * `/api/health` keeps these to itself (README, "Health and the outside services"); this line is
 * where an operator reads them.
 * @example providerSummary(config) // 'providers: payments mtn-momo (proxy.momoapi.mtn.com), SMS africas-talking (api.africastalking.com), e-mail smtp (mail.coaz.org.zm:587, STARTTLS required), chat model none'
 */
export function providerSummary(config: ServerConfig): string {
  const payment = config.paymentProvider;
  const payments =
    payment.kind === 'mtn-momo' || payment.kind === 'airtel-money'
      ? `${payment.kind} (${hostOf(payment.baseUrl)})`
      : payment.kind === 'sandbox'
        ? 'sandbox (moves no money)'
        : 'none (fees are paid to the secretariat)';
  const { messageProvider, africasTalking, emailProvider, smtp } = config.membership;
  const sms =
    messageProvider === 'africas-talking' && africasTalking
      ? `africas-talking (${hostOf(africasTalking.baseUrl)})`
      : 'outbox (sends nothing)';
  const email =
    emailProvider === 'smtp' && smtp
      ? `smtp (${smtp.host}:${smtp.port}, ${smtp.secure ? 'TLS' : smtp.requireTls ? 'STARTTLS required' : 'no encryption'})`
      : emailProvider === 'outbox'
        ? 'outbox (sends nothing)'
        : 'none';
  const model =
    config.openAiBaseUrl && config.openAiModel
      ? `${config.openAiModel} (${hostOf(config.openAiBaseUrl)})`
      : 'none';
  return `providers: payments ${payments}, SMS ${sms}, e-mail ${email}, chat model ${model}`;
}
