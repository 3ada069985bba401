import { Hono } from 'hono';

/** `GET /api/health`: 200 with status healthy once the server can answer questions. */
export function healthRoutes() {
  return new Hono().get('/health', (c) => c.json({ status: 'healthy' }));
}
