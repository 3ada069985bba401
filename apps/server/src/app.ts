import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AppServices } from './app-services';
import { contentRoutes } from './contents/content-routes';
import { healthRoutes } from './health/health-routes';
import { ApiError } from './http/api-error';
import type { AppEnv } from './http/app-env';
import { clientAddress } from './http/client-address';
import { compressJson } from './http/compress-json';
import { errorHandler } from './http/error-handler';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { loginRoutes } from './member/login-routes';
import { passwordChangeRoutes } from './member/password-change-routes';
import { registrationRoutes } from './member/registration-routes';
import { statisticsRoutes } from './member/statistics-routes';
import { devRoutes } from './membership/dev-routes';
import { mountMembership, takesDocuments } from './membership/membership-api';
import { paymentRoutes } from './payments/payment-routes';
import { serveStaticFolder, serveWebApp } from './static/web-app';
import { uploadRoutes } from './uploads/upload-routes';
import { vacancyRoutes } from './vacancies/vacancy-routes';

/** Largest JSON body any API call takes (uploads have their own limit). */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

/** Parts of the application that start later than the HTTP layer. */
export interface AppExtensions {
  /** Whether the chat index is ready; `/api/health` answers 503 until it is. */
  isChatReady: () => boolean;
  /** Mounts the chat, constitution and vacancy routes under /api, when available. */
  mountChat?: (api: OpenAPIHono<AppEnv>) => void;
}

function jsonBodyLimit(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', 'The request body is too large');
    },
  });
  return (c, next) =>
    c.req.path === '/api/uploads' || takesDocuments(c.req.path) ? next() : limit(c, next);
}

/**
 * Builds the whole HTTP application: the member API under `/{prefix}/api`, the content and chat
 * API under `/api`, the OpenAPI document, Storybook under `/storybook`, and the web app for
 * everything else.
 */
export function createApp(services: AppServices, extensions: AppExtensions) {
  const { config } = services;
  const app = new OpenAPIHono<AppEnv>();
  app.onError(errorHandler(services.log));
  app.notFound((c) => c.json({ error: 'not_found', message: 'No such route' }, 404));
  app.use('*', requestLog(services.log));
  app.use('*', securityHeaders());
  app.use('*', clientAddress(config.trustProxy));

  const allowed = new Set(config.corsOrigins);
  const apiCors = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type'],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
  const memberBase = `/${config.apiPrefix}/api`;
  for (const base of ['/api', memberBase]) {
    app.use(`${base}/*`, apiCors);
    app.use(`${base}/*`, jsonBodyLimit());
    app.use(`${base}/*`, compressJson());
  }

  const member = new OpenAPIHono<AppEnv>();
  member.route('/', loginRoutes(services));
  member.route('/', statisticsRoutes(services));
  member.route('/', passwordChangeRoutes(services));
  member.route('/', registrationRoutes(services));
  member.route('/', paymentRoutes(services));
  mountMembership(member, services);
  app.route(memberBase, member);

  const api = new OpenAPIHono<AppEnv>();
  api.route('/', healthRoutes(extensions.isChatReady));
  api.route('/', contentRoutes(services));
  api.route('/', uploadRoutes(services));
  api.route('/', vacancyRoutes(services));
  api.route('/', devRoutes(services));
  extensions.mountChat?.(api);
  app.route('/api', api);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc('/api/openapi.json', {
    openapi: '3.0.3',
    info: {
      title: 'COAZ member, content and chat API',
      version: '1.0.0',
      description: `Member service under /${config.apiPrefix}/api, contents and chat under /api.`,
    },
  });

  app.all('/api/*', (c) => c.json({ error: 'not_found', message: 'No such API route' }, 404));
  app.all(`${memberBase}/*`, (c) =>
    c.json({ error: 'not_found', message: 'No such API route' }, 404),
  );
  app.get('/storybook', (c) => c.redirect('/storybook/', 301));
  app.get(
    '/storybook/*',
    serveStaticFolder(config.storybookRoot, { mountPath: '/storybook', frameAncestors: "'self'" }),
  );
  app.get('*', serveWebApp(config.webRoot));
  return app;
}
