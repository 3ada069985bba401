import { createRoute, z } from '@hono/zod-openapi';
import type { AppServices } from '../app-services';
import { requireEditor, requireMember } from '../auth/require-member';
import { signedOutRefusal } from '../auth/signed-out-refusal';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { recordNumberParam } from '../http/input-schemas';
import { validationError } from '../http/validation-error';
import { limitStudioWrites } from '../rate-limit/studio-write-limit';
import { SiteSettings, siteSettingsFields, siteSettingsProblem } from './site-settings-fields';
import { createSiteSettingsStore } from './site-settings-store';

const INT4_MAX = 2_147_483_647;
const PATH = '/site-settings';
const tags = ['site-settings'];

const writeErrors = {
  400: errorResponse('A field is missing or malformed'),
  401: signedOutRefusal(),
  403: errorResponse('The member is not an active editor or admin (`forbidden`)'),
};

const Version = {
  version: z
    .number()
    .int()
    .min(0)
    .max(INT4_MAX)
    .openapi({ description: 'The version last read (0 before the first save)' }),
};

const complete = z.object(siteSettingsFields).strict();

const SettingsUpdate = z
  .object({
    ...Object.fromEntries(
      Object.entries(siteSettingsFields).map(([key, schema]) => [key, schema.optional()]),
    ),
    // A client may send back what it read: the date the server set is accepted and ignored.
    updatedAt: z.unknown().optional().openapi({ description: 'Ignored' }),
    ...Version,
  })
  .strict()
  .openapi('SiteSettingsUpdate');

const Revision = z.object({
  revision: z.number().int(),
  version: z.number().int(),
  savedAt: z.string().openapi({ format: 'date-time' }),
  savedBy: z.string().nullable(),
  entry: SiteSettings,
});

const settingsJson = { 'application/json': { schema: SiteSettings } };

/** The merged settings checked as a whole, the rules across fields too; a 400 otherwise. */
function validated(fields: Record<string, unknown>): Record<string, unknown> {
  const parsed = complete.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error.issues);
  const problem = siteSettingsProblem(parsed.data);
  if (problem) throw new ApiError(400, 'validation_failed', problem);
  return parsed.data;
}

/**
 * `/api/site-settings`: the secretariat's contact details and office hours, the home page's
 * success story and carousel. Read by everyone (the pages render them); saved by editors with an
 * optimistic version, revisions and restore, as the collections' entries are.
 */
export function siteSettingsRoutes({ db, tokens, clock, siteContent, limiter }: AppServices) {
  const store = createSiteSettingsStore(db);
  const router = createRouter();
  router.put(PATH, requireMember(tokens), requireEditor(), limitStudioWrites(limiter));
  router.on(['GET', 'POST'], `${PATH}/revisions/*`, requireMember(tokens), requireEditor());
  router.post(`${PATH}/revisions/*`, limitStudioWrites(limiter));
  router.get(`${PATH}/revisions`, requireMember(tokens), requireEditor());
  const actorOf = (c: { get(key: 'member'): { username: string } }) => c.get('member').username;

  router.openapi(
    createRoute({
      method: 'get',
      path: PATH,
      tags,
      summary: "The site's settings: contact details, office hours, success story, carousel",
      description:
        'Public. Before an editor first saves them, the values @coaz/content-data ships (version 0).',
      responses: { 200: { description: 'The settings', content: settingsJson } },
    }),
    async (c) => c.json((await store.read()) as never, 200, { 'cache-control': 'no-cache' }),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: PATH,
      tags,
      summary: 'Saves an edit of the site settings (editors)',
      description:
        'The fields sent replace those saved; fields left out stay as they are. `version` must be ' +
        'the one last read (409 otherwise). Every public page shows the new values at once.',
      security: [{ bearer: [] }],
      request: {
        body: { required: true, content: { 'application/json': { schema: SettingsUpdate } } },
      },
      responses: {
        200: { description: 'Saved; version went up by one', content: settingsJson },
        ...writeErrors,
        409: errorResponse('Someone saved the settings since that version was read'),
      },
    }),
    async (c) => {
      const {
        version,
        updatedAt: _updatedAt,
        ...fields
      } = c.req.valid('json') as Record<string, unknown> & { version: number };
      const saved = await store.save(
        version,
        (current) => validated({ ...current, ...fields }),
        actorOf(c),
        clock.now(),
        'update',
      );
      siteContent.invalidate();
      return c.json(saved as never, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${PATH}/revisions`,
      tags,
      summary: 'Saved versions of the site settings, newest first (editors)',
      security: [{ bearer: [] }],
      responses: {
        200: {
          description: 'Up to the 200 latest revisions',
          content: { 'application/json': { schema: z.object({ items: z.array(Revision) }) } },
        },
        ...writeErrors,
      },
    }),
    async (c) =>
      c.json({ items: await store.revisions() } as never, 200, { 'cache-control': 'no-store' }),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${PATH}/revisions/{revision}/restore`,
      tags,
      summary: 'Brings back a saved version of the site settings as a new version (editors)',
      security: [{ bearer: [] }],
      request: {
        params: z.object({ revision: recordNumberParam() }),
        body: {
          required: true,
          content: { 'application/json': { schema: z.object(Version).strict() } },
        },
      },
      responses: {
        200: { description: 'Restored as a new version', content: settingsJson },
        ...writeErrors,
        404: errorResponse('No such revision'),
        409: errorResponse('Someone saved the settings since that version was read'),
      },
    }),
    async (c) => {
      const restored = await store.revisionFields(c.req.valid('param').revision);
      const saved = await store.save(
        c.req.valid('json').version,
        () => validated(restored.fields),
        actorOf(c),
        clock.now(),
        'restore',
        restored.version,
      );
      siteContent.invalidate();
      return c.json(saved as never, 200);
    },
  );

  return router;
}
