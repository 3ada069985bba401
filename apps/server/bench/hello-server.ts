// The baseline of the benchmark: a bare Hono route on @hono/node-server, nothing else, so the
// figures of the real routes can be read against what the framework alone costs.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.text('Hello, COAZ'));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  console.log(`listening on ${info.port}`);
});
