import { Hono } from 'hono';
import type { ServerConfig } from './config';
import { healthRoutes } from './health/health-routes';
import { serveWebApp } from './static/web-app';

/** Builds the whole HTTP application: the APIs under /api and the web app for everything else. */
export function createApp(config: Pick<ServerConfig, 'webRoot'>) {
  const app = new Hono();
  app.route('/api', healthRoutes());
  app.all('/api/*', (c) => c.json({ error: 'not_found', message: 'No such API route' }, 404));
  app.get('*', serveWebApp(config.webRoot));
  return app;
}
