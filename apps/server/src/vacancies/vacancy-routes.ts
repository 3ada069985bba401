import { createRoute, z } from '@hono/zod-openapi';
import { asc } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { vacancies } from '../db/schema';
import { createRouter } from '../http/create-router';

const Vacancy = z
  .object({
    id: z.string(),
    logo: z.object({ src: z.string(), alt: z.string(), width: z.number(), height: z.number() }),
    company: z.string(),
    position: z.string(),
    country: z.string(),
    province: z.string(),
    district: z.string(),
    numberOfVacancies: z.number().int(),
    postedOn: z.string(),
    closingOn: z.string(),
    comments: z.array(z.string()),
  })
  .openapi('Vacancy');

const listVacancies = createRoute({
  method: 'get',
  path: '/vacancies',
  summary: 'Posts the association is filling, in the shape of content-data’s `Vacancy`',
  responses: {
    200: {
      description: 'Every open vacancy',
      content: { 'application/json': { schema: z.array(Vacancy) } },
    },
  },
});

/** `GET /api/vacancies`: the careers page's list, public. */
export function vacancyRoutes({ db }: AppServices) {
  return createRouter().openapi(listVacancies, async (c) => {
    const rows = await db
      .select()
      .from(vacancies)
      .orderBy(asc(vacancies.sortOrder), asc(vacancies.id));
    return c.json(
      rows.map(({ sortOrder: _order, ...vacancy }) => vacancy),
      200,
      { 'cache-control': 'public, max-age=300' },
    );
  });
}
