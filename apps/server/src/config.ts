import { fileURLToPath } from 'node:url';

/** Everything the server reads from its environment, with defaults that work on a fresh clone. */
export interface ServerConfig {
  /** TCP port to listen on. `PORT`, default 8080. */
  port: number;
  /** Interface to bind. `HOST`, default every interface. */
  host: string;
  /** Folder of the built web app (its prerendered HTML and assets). `WEB_ROOT`. */
  webRoot: string;
}

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/build/client', import.meta.url));

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer between 0 and 65535, not ${JSON.stringify(value)}`);
  }
  return port;
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    webRoot: env.WEB_ROOT || DEFAULT_WEB_ROOT,
  };
}
