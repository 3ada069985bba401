/** What a member may do beyond their own account: editors keep the content; admins also make editors. */
export type MemberRole = 'member' | 'editor' | 'admin';

/**
 * What an audit log entry records: a studio or role change, or an admin's decision: `approve` and
 * `reject` an application, `refund` a payment paid back (a dues change is an `update` of `dues`).
 */
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'publish'
  | 'unpublish'
  | 'schedule'
  | 'restore'
  | 'role'
  | 'approve'
  | 'reject'
  | 'refund';

/** One line of the audit log: who changed what, and when. */
export interface AuditLogEntry {
  /** Serial number of the audit entry. */
  id: number;
  /** When (ISO 8601). */
  at: string;
  /** Username of who did it; `null` for the system (the first seed). */
  actor: string | null;
  /** What was done, such as `update` or `restore`. */
  action: AuditAction;
  /**
   * `notices`, `news`, `events`, `vacancies`, `people`, `partners`, `site-settings`, `members` for
   * a role change; for admins only also `applications`, `dues`, `fees`, `payments`, `refunds` and
   * `backups`.
   */
  collection: string;
  /** The entry's id (the member's id for a role change); `null` when there is none. */
  entryId: number | null;
  /** One sentence saying what changed. */
  summary: string;
}

/** Parameters of the audit log. */
export interface AuditLogParams {
  /** Lines per page, 1 to 100. @default 20 */
  limit?: number;
  /** The previous page's `nextCursor`. */
  cursor?: string;
  /** Only the lines of this collection. */
  collection?: string;
}

/** A member who may edit the website. */
export interface Editor {
  /** The member's id. */
  id: number;
  /** The member's user name, as `setRole` takes it. */
  username: string;
  /** As registered; `null` when not given. */
  firstName: string | null;
  /** As registered; `null` when not given. */
  lastName: string | null;
  /**
   * `'editor'` or `'admin'` in `editors()`; from `setRole`, the new role, `'member'` when it was
   * taken away.
   */
  role: MemberRole;
}
