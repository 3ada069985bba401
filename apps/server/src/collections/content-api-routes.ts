import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppServices } from '../app-services';
import { type ClockMove, devClockRoutes } from '../clock/dev-clock-routes';
import type { AppEnv } from '../http/app-env';
import { siteSettingsRoutes } from '../site-settings/site-settings-routes';
import { auditLogRoutes } from './audit-log-routes';
import { COLLECTIONS } from './collection-list';
import { collectionRoutes } from './collection-routes';
import { editorRoutes } from './editor-routes';

/**
 * The paths whose POST, PUT and DELETE are studio writes, each with everything under it: the
 * collections', the notices', the site settings' and the uploads'. Each counts against its
 * editor's allowance (`limitStudioWrites`), and the OpenAPI document says so.
 */
export const STUDIO_WRITE_BASES: readonly string[] = [
  ...COLLECTIONS.map((definition) => `/api/${definition.name}`),
  '/api/contents',
  '/api/site-settings',
  '/api/uploads',
];

/** What else happens when the demo clock moves. */
export interface ContentApiOptions {
  /** Runs after `POST /api/dev/clock` moved the clock, such as the membership dues job. */
  afterClockMove?: (move: ClockMove) => Promise<unknown>;
}

/**
 * Mounts issue 16's editorial API on `api` (the `/api` router): the five collections, the site
 * settings, the audit log, editor roles, and in demo mode `POST /api/dev/clock`.
 */
export function mountContentApi(
  api: OpenAPIHono<AppEnv>,
  services: AppServices,
  options: ContentApiOptions = {},
): void {
  for (const definition of COLLECTIONS) api.route('/', collectionRoutes(definition, services));
  api.route('/', auditLogRoutes(services));
  api.route('/', editorRoutes(services));
  api.route('/', siteSettingsRoutes(services));
  const clock = services.clock;
  if (services.config.mode === 'demo' && 'setNow' in clock) {
    api.route(
      '/',
      devClockRoutes(
        services,
        clock as import('../clock/clock').AdjustableClock,
        options.afterClockMove,
      ),
    );
  }
}
