import { createRoute, z } from '@hono/zod-openapi';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { requireAdmin, requireMember } from '../auth/require-member';
import { signedOutRefusal } from '../auth/signed-out-refusal';
import { auditLog, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { plainText } from '../http/input-schemas';
import { ADMIN_WRITE_LIMIT_DESCRIPTION, limitAdminWrites } from '../rate-limit/admin-write-limit';
import { memberNamedForRole } from './member-named-for-role';

const Role = z.enum(['member', 'editor', 'admin']);

const Editor = z
  .object({
    id: z.number().int(),
    username: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    role: Role,
  })
  .openapi('Editor');

const adminErrors = {
  401: signedOutRefusal(),
  403: errorResponse('The member is not an active admin (`forbidden`)'),
};

const listEditors = createRoute({
  method: 'get',
  path: '/editors',
  tags: ['studio'],
  summary: 'Members who are editors or admins (admins)',
  security: [{ bearer: [] }],
  responses: {
    200: {
      description: 'By user name',
      content: { 'application/json': { schema: z.object({ items: z.array(Editor) }) } },
    },
    ...adminErrors,
  },
});

const setRole = createRoute({
  method: 'put',
  path: '/members/{member}/role',
  tags: ['studio'],
  summary: 'Makes a member an editor or an admin, or takes the role away (admins)',
  description:
    'Audited. `member` is the member’s membership number (`COAZ-000123`), Zambian mobile number or user name, and must name exactly one account. ' +
    'An admin cannot change their own role, so the association is never left without one by mistake; nor is an admin made an editor, which would take their admin role away under “make editor”, nor an editor made one again (409).',
  security: [{ bearer: [] }],
  request: {
    // NUL cannot be compared with a text column: plainText makes it a 400, not a database error.
    params: z.object({
      member: plainText(1, 100).openapi({
        description: 'Membership number, mobile number or user name',
        example: 'COAZ-000123',
      }),
    }),
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ role: Role }).strict() } },
    },
  },
  responses: {
    200: {
      description: 'The member with their new role',
      content: { 'application/json': { schema: Editor } },
    },
    400: errorResponse('Not a role, or an admin changing their own role'),
    ...adminErrors,
    404: errorResponse('No member has that membership number, mobile number or user name'),
    409: errorResponse(
      'It names more than one account (`several_members`), or asks to make an admin (`admin_already`) or an editor (`editor_already`) an editor',
    ),
    429: errorResponse(ADMIN_WRITE_LIMIT_DESCRIPTION),
  },
});

const editorColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

/** `GET /api/editors` and `PUT /api/members/{member}/role`: admins decide who edits the website. */
export function editorRoutes({ db, tokens, limiter }: AppServices) {
  const router = createRouter();
  const adminsOnly = requireAdmin('Only admins may change who edits the website');
  router.get('/editors', requireMember(tokens), adminsOnly);
  router.put('/members/:member/role', requireMember(tokens), adminsOnly, limitAdminWrites(limiter));

  router.openapi(listEditors, async (c) => {
    const items = await db
      .select(editorColumns)
      .from(users)
      .where(inArray(users.role, ['editor', 'admin']))
      .orderBy(asc(users.username));
    return c.json({ items }, 200, { 'cache-control': 'no-store' });
  });

  router.openapi(setRole, async (c) => {
    // A user name is compared as login compares it, so DEMO.ACTIVE finds demo.active (and an
    // admin's own name in capitals, or their own number, is still their own).
    const memberId = await memberNamedForRole(db, c.req.valid('param').member);
    const { role } = c.req.valid('json');
    const admin = c.get('member');
    if (admin.id === memberId) {
      throw new ApiError(400, 'own_role', 'Admins cannot change their own role; ask another admin');
    }
    const updated = await db.transaction(async (tx) => {
      // The acting admin's row is locked with the member's, in the order of their ids, and their
      // role read again under the lock: two admins taking each other's role at the same moment
      // each passed the admin check before either change, and left the association with no admin.
      const locked = await tx
        .select({ ...editorColumns, status: users.status })
        .from(users)
        .where(inArray(users.id, [admin.id, memberId]))
        .orderBy(asc(users.id))
        .for('update');
      const actor = locked.find((row) => row.id === admin.id);
      if (actor?.role !== 'admin' || actor.status !== 'ACTIVE') {
        throw new ApiError(403, 'forbidden', 'Only admins may change who edits the website');
      }
      const before = locked.find((row) => row.id === memberId);
      // Gone since it was named (an account deleted meanwhile).
      if (!before) throw new ApiError(404, 'not_found', 'That member no longer exists');
      // Named by a number, an admin or an editor is not known to the studio before the answer:
      // "Make editor" would take an admin's role away under "is now an editor", and say an editor
      // was made one.
      if (role === 'editor' && before.role !== 'member') {
        throw new ApiError(
          409,
          before.role === 'admin' ? 'admin_already' : 'editor_already',
          before.role === 'admin'
            ? `${before.username} is an admin, who edits the site already; an admin's role is not changed here`
            : `${before.username} is an editor already`,
        );
      }
      const [after] = await tx
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(eq(users.id, before.id))
        .returning(editorColumns);
      await tx.insert(auditLog).values({
        actor: admin.username,
        action: 'role',
        collection: 'members',
        entryId: before.id,
        summary: `Changed the role of ${before.username} from ${before.role} to ${role}`,
      });
      return after;
    });
    return c.json(updated as z.infer<typeof Editor>, 200);
  });
  return router;
}
