import { OpenAPIHono } from '@hono/zod-openapi';
import type { Handler, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AppServices } from './app-services';
import { backupRoutes } from './backup/backup-routes';
import { clockDateHeader } from './clock/clock-date-header';
import { mountContentApi, STUDIO_WRITE_BASES } from './collections/content-api-routes';
import { contentRoutes } from './contents/content-routes';
import { createDatabaseProbe } from './health/database-probe';
import { healthRoutes } from './health/health-routes';
import { answerDeadline } from './http/answer-deadline';
import { ApiError } from './http/api-error';
import type { AppEnv } from './http/app-env';
import { clientAddress } from './http/client-address';
import { closeAfterUnreadBody } from './http/close-after-unread-body';
import { compressJson } from './http/compress-json';
import { errorHandler } from './http/error-handler';
import { MAX_JSON_BODY_BYTES } from './http/json-body-size';
import { allowedMethods, methodNotAllowed } from './http/method-not-allowed';
import { usePlainMessages } from './http/plain-messages';
import { preparedJson } from './http/prepared-json';
import { refuseUnreadableBodies } from './http/refuse-unreadable-bodies';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import {
  noStoreOnRefusals,
  noStoreWhenAuthorised,
  strictTransportSecurity,
} from './http/transport-headers';
import { loginRoutes } from './member/login-routes';
import { passwordChangeRoutes } from './member/password-change-routes';
import { registrationRoutes } from './member/registration-routes';
import { statisticsRoutes } from './member/statistics-routes';
import { adminMemberRoutes } from './membership/admin-member-routes';
import { devRoutes } from './membership/dev-routes';
import { runDuesCycle } from './membership/dues-job';
import { rewindDuesCycle } from './membership/dues-rewind';
import { mountMembership, takesDocuments } from './membership/membership-api';
import { subscriptionBillingRoutes } from './membership/subscription-billing-routes';
import { declareBodyLimit } from './openapi/declare-body-limit';
import { declareJsonBodyType } from './openapi/declare-json-body-type';
import { declareStudioWriteLimit } from './openapi/declare-studio-write-limit';
import { isPaymentCallback, paymentRoutes } from './payments/payment-routes';
import { paymentsReceivedRoutes } from './payments/payments-received-routes';
import { recordedPaymentRoutes } from './payments/recorded-payment-routes';
import { refundRoutes } from './payments/refund-routes';
import { pageRenderAllowance } from './static/page-render-allowance';
import { RenderedPageCache } from './static/rendered-page-cache';
import {
  hasPageAt,
  loadSiteRenderer,
  type SiteRenderer,
  serveRenderedPages,
} from './static/site-renderer';
import { serveStaticFolder } from './static/web-app';
import { uploadRoutes } from './uploads/upload-routes';

export { MAX_JSON_BODY_BYTES } from './http/json-body-size';

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
  // Refusals name what is wrong in the editors' and members' words, not zod's.
  usePlainMessages();
  const app = new OpenAPIHono<AppEnv>();
  app.onError(errorHandler(services.log));
  app.notFound((c) => c.json({ error: 'not_found', message: 'No such route' }, 404));
  app.use('*', requestLog(services.log));
  app.use('*', securityHeaders());
  app.use('*', noStoreWhenAuthorised());
  app.use('*', noStoreOnRefusals());
  app.use('*', clockDateHeader(services.clock));
  app.use(
    '*',
    strictTransportSecurity({
      maxAgeSeconds: config.hstsMaxAgeSeconds,
      trustProxy: config.trustProxy,
    }),
  );
  app.use(
    '*',
    clientAddress({ trustProxy: config.trustProxy, trustedProxies: config.trustedProxies }),
  );
  // Before any route's work: work that never settles ends for its client. A backup's snapshot
  // grows with the database, and only admins may ask for one, three an hour.
  app.use(
    '*',
    answerDeadline(config.answerStartTimeoutMs, (path) => path === '/api/admin/backup'),
  );

  const allowed = new Set(config.corsOrigins);
  const apiCors = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // Idempotency-Key: `POST payments` documents it, and a preflight without it refuses the payment.
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposeHeaders: ['Retry-After', 'Next-Cursor'],
    maxAge: 600,
  });
  const memberBase = `/${config.apiPrefix}/api`;
  app.use('*', closeAfterUnreadBody());
  const readableBodies = refuseUnreadableBodies({ bodyIgnoredAt: isPaymentCallback });
  for (const base of ['/api', memberBase]) {
    app.use(`${base}/*`, apiCors);
    app.use(`${base}/*`, readableBodies);
    app.use(`${base}/*`, jsonBodyLimit());
    app.use(`${base}/*`, compressJson());
  }

  const member = new OpenAPIHono<AppEnv>();
  member.route('/', loginRoutes(services));
  member.route('/', statisticsRoutes(services));
  member.route('/', passwordChangeRoutes(services));
  member.route('/', registrationRoutes(services));
  member.route('/', paymentRoutes(services));
  member.route('/', refundRoutes(services));
  member.route('/', recordedPaymentRoutes(services));
  member.route('/', paymentsReceivedRoutes(services));
  member.route('/', subscriptionBillingRoutes(services));
  member.route('/', adminMemberRoutes(services));
  mountMembership(member, services);
  app.route(memberBase, member);

  const api = new OpenAPIHono<AppEnv>();
  api.route('/', healthRoutes(extensions.isChatReady, createDatabaseProbe(services.db)));
  api.route('/', contentRoutes(services));
  api.route('/', uploadRoutes(services));
  api.route('/', backupRoutes(services));
  mountContentApi(api, services, {
    afterClockMove: async ({ from, to }) => {
      // The README promises `{reset: true}` brings the demo back: what the dues job did in the
      // future the clock leaves (lapses, fees, reminders) would otherwise stay in the database.
      // A clock at real time or before it rewinds too, even when it did not move back: a restart
      // forgets the offset (it lives in the process) but not what was stamped in that future, and
      // nothing real is stamped after real time.
      if (to < from || to.getTime() <= Date.now()) await rewindDuesCycle(services, to);
      return runDuesCycle(services);
    },
  });
  api.route('/', devRoutes(services));
  extensions.mountChat?.(api);
  app.route('/api', api);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  // As `app.doc` serves it, with the body limit's 413 and the JSON validator's 415, which run
  // before the routes, and the studio writes' 429, which runs beside the editor check, added. Built on the first request, when every route is mounted, and kept:
  // the routes never change.
  const openApiDocument = preparedJson(() =>
    declareJsonBodyType(
      declareStudioWriteLimit(
        declareBodyLimit(
          app.getOpenAPIDocument({
            openapi: '3.0.3',
            info: {
              title: 'COAZ member, content and chat API',
              version: '1.0.0',
              description: `Member service under /${config.apiPrefix}/api, contents and chat under /api.`,
            },
          }),
          MAX_JSON_BODY_BYTES / 1024,
        ),
        STUDIO_WRITE_BASES,
      ),
    ),
  );
  app.get('/api/openapi.json', (c) => openApiDocument.answer(c.req.raw, {}));

  // An API address asked with a method it does not answer is 405 with `Allow`, not 404: the
  // address exists, and a client (or a developer with curl) should be told which method to use.
  const allowedAt = allowedMethods(app);
  const noSuchApiRoute: Handler<AppEnv> = (c) => {
    const allowed = allowedAt(c.req.path);
    if (allowed.length > 0) throw methodNotAllowed(c.req.method, allowed);
    return c.json({ error: 'not_found', message: 'No such API route' }, 404);
  };
  app.all('/api/*', noSuchApiRoute);
  app.all(`${memberBase}/*`, noSuchApiRoute);
  app.get('/storybook', (c) => c.redirect('/storybook/', 301));
  // CPD has one address; the short one people were given keeps working.
  app.get('/cpd', (c) => c.redirect('/services/cpd', 301));
  // The member forms post here when the browser runs no script (so a password never lands in an
  // address). The body is never read; 303 turns the POST into the page that says what to do.
  app.post('/needs_javascript', (c) => c.redirect('/needs_javascript', 303));
  app.get(
    '/storybook/*',
    serveStaticFolder(config.storybookRoot, { mountPath: '/storybook', frameAncestors: "'self'" }),
  );
  // The site: a built file when there is one (prerendered pages, assets), else the web app's
  // server build renders the page, cached per content version.
  app.get('*', serveStaticFolder(config.webRoot));
  // Loaded on the first request for a page, so the server starts as fast without the site.
  let site: Promise<SiteRenderer | undefined> | undefined;
  const loadSite = () => {
    site ??= loadSiteRenderer(config.webServerBuild);
    return site;
  };
  let pages: Promise<ReturnType<typeof serveRenderedPages> | undefined> | undefined;
  const loadPages = () =>
    loadSite().then(
      (renderer) =>
        renderer &&
        serveRenderedPages({
          ...renderer,
          cache: new RenderedPageCache(),
          cacheKey: () => services.siteContent.cacheKey(),
          now: () => services.clock.now(),
          renderAllowance: pageRenderAllowance(services.limiter, config.pageRenderLimitPerAddress),
          apiFetch: (input, init) => Promise.resolve(app.request(input as Request, init)),
          // The node server's bindings carry the visitor as the peer, so `clientAddress` (and the
          // verify endpoint's per-address limit) sees the visitor, not one shared 'unknown'.
          apiFetchFor: (visitor) => (input, init) =>
            Promise.resolve(
              app.request(input as Request, init, {
                incoming: { socket: { remoteAddress: visitor } },
              }),
            ),
        }),
    );
  app.get('*', async (c) => {
    pages ??= loadPages();
    const serve = await pages;
    return serve ? serve(c) : c.json({ error: 'not_found', message: 'Not found' }, 404);
  });
  // A page of the site asked with another method is 405: the page is there, and only GET reads
  // it. Whether it is there is the web build's `pageAddress` to say: an address it does not map
  // to its one not-found address is a page.
  app.on(['POST', 'PUT', 'DELETE', 'PATCH'], '*', async (c) => {
    const renderer = await loadSite();
    if (renderer && hasPageAt(renderer.pageAddress, new URL(c.req.url))) {
      // A route of its own at the page's address (the no-script form's POST) is offered too;
      // pages answer no preflight, so OPTIONS is not.
      const routed = allowedAt(c.req.path).filter((method) => method !== 'OPTIONS');
      throw methodNotAllowed(c.req.method, [...new Set(['GET', 'HEAD', ...routed])].sort());
    }
    return c.json({ error: 'not_found', message: 'No such route' }, 404);
  });
  return app;
}
