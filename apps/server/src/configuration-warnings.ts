import type { ServerConfig } from './config';
import { answersAtOnceFor } from './http/answers-at-once';
import { siteOriginProblem } from './site-origin-agreement';

/**
 * Settings that start but are probably not what the operator meant, each logged as a `warning:`
 * line at start: demo mode's open outbox, a web build made for another address than `PUBLIC_URL`
 * outside production, and production settings that cost something. They are not refused as
 * `ConfigurationProblems` are, since each has a rare deployment it suits (a TLS terminator that
 * forwards no headers, a one-instance site on the embedded database); the line says what it costs.
 * What exposes members instead (a plain-http origin in `CORS_ORIGINS`, a proxy's header believed
 * from anyone) is refused: `network-exposure-problems.ts`.
 */
export function configurationWarnings(config: ServerConfig): string[] {
  // Production refuses a web build made for another address (main.ts); elsewhere it is told.
  const siteOrigin = config.mode === 'production' ? undefined : siteOriginProblem(config);
  const elsewhere = [...config.misspeltSettings, ...(siteOrigin === undefined ? [] : [siteOrigin])];
  if (config.mode === 'demo') {
    return [
      'demo mode: anyone may read every message the site would send at /api/dev/outbox, ' +
        'the codes that reset a sign-in included, and move the dues clock; never let real members in',
      ...elsewhere,
    ];
  }
  if (config.mode !== 'production') return elsewhere;
  // A missing PUBLIC_URL is no warning here: production refuses it (config.ts, readPublicUrl),
  // since members' SMS could not say where to log in and MTN could not announce results.
  const warnings: string[] = [];
  if (!config.trustProxy) {
    warnings.push(
      'TRUST_PROXY is off: this server speaks plain http, so behind the TLS proxy production ' +
        'needs every visitor counts as the proxy’s address (one wrong-password flood locks ' +
        'every member out of login from it, and every visitor shares one allowance of ' +
        `${config.pageRenderLimitPerAddress} new pages a minute and of ` +
        `${answersAtOnceFor(config.chatLimitPerAddress)} chat answers and ` +
        `${answersAtOnceFor(config.loginLimitPerAddress)} logins at once) and ` +
        'Strict-Transport-Security is never sent; set TRUST_PROXY=true and TRUSTED_PROXIES (a ' +
        'request that shows it is logged once as it arrives)',
    );
  } else if (config.hstsMaxAgeSeconds === 0) {
    warnings.push(
      'HSTS_MAX_AGE_SECONDS=0: browsers are never told to keep to https, so a first visit on a ' +
        'hostile network can be served over plain http',
    );
  }
  if (config.constitutionPdf === undefined) {
    warnings.push(
      'CONSTITUTION_PDF is unset: the assistant answers from the summarised extracts, not the ' +
        'whole constitution, and /api/constitution/document offers no download',
    );
  }
  if (config.databaseUrl === undefined) {
    warnings.push(
      'DATABASE_URL is unset: the embedded database serves one instance only, and backing it up ' +
        'or restoring it means stopping the server (README, "Backup and restore")',
    );
  }
  return warnings;
}
