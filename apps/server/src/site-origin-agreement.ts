import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ServerConfig } from './config';

/**
 * The file beside the web app's server bundle in which its build records the address it was made
 * for (apps/web/app/seo/site-origin.ts, `SITE_ORIGIN_RECORD`).
 */
const SITE_ORIGIN_RECORD = 'site-origin.json';

/**
 * What is wrong when the web build and `PUBLIC_URL` name different addresses, as one sentence, or
 * `undefined` when they agree, `PUBLIC_URL` is unset, or there is no web build (or one made before
 * builds recorded their address).
 *
 * The site has one public address: the web build reads it from `PUBLIC_URL` at build time (its
 * pages are prerendered with absolute links, and the browser's bundles have no environment), the
 * server at start (members' SMS, MTN's callbacks). A build made with another `PUBLIC_URL`, or none
 * (its default, https://coaz.org.zm), would send search engines, shared links and the sitemap to
 * an address members' SMS do not name. Production refuses to start with it (main.ts); elsewhere
 * it is a `warning:` line (configuration-warnings.ts).
 */
export function siteOriginProblem(
  config: Pick<ServerConfig, 'publicUrl' | 'webServerBuild'>,
): string | undefined {
  if (config.publicUrl === undefined) return undefined;
  const file = join(dirname(config.webServerBuild), SITE_ORIGIN_RECORD);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  let built: unknown;
  try {
    built = (JSON.parse(text) as { origin?: unknown }).origin;
  } catch {
    built = undefined;
  }
  if (typeof built !== 'string' || built === '') {
    return `${file} names no site address: build the web app again with PUBLIC_URL=${config.publicUrl}`;
  }
  if (built === config.publicUrl) return undefined;
  return (
    `the web app was built for ${built}, not for PUBLIC_URL=${config.publicUrl}: its canonical ` +
    'links, sitemaps and feed would name another address than members’ SMS; build it again with ' +
    'the same PUBLIC_URL in the environment (npm start does, from the same settings)'
  );
}
