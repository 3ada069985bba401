import type { SignalOptions } from '../auth/auth-client';
import type { EntryPage } from '../collections/entry-types';
import { ApiError } from '../errors/api-error';
import type { QueryParameters } from '../http/query-parameters';
import { GENERIC_FAILURE } from '../internal/messages';
import { readJsonObject } from '../internal/read-body';
import type { ServiceCall } from '../internal/service-call';
import type { AuditLogEntry, AuditLogParams, Editor, MemberRole } from './studio-types';

/** The studio's own calls: the audit log (editors) and who may edit (admins). */
export interface StudioClient {
  /**
   * One page of the audit log, newest first (`GET audit-log`, editors).
   * @example const { items } = await client.studio.auditLog({ collection: 'news' });
   */
  auditLog(params?: AuditLogParams, options?: SignalOptions): Promise<EntryPage<AuditLogEntry>>;
  /** Members who are editors or admins (`GET editors`, admins). */
  editors(options?: SignalOptions): Promise<Editor[]>;
  /**
   * Makes a member an editor or an admin, or takes the role away (`PUT members/{username}/role`,
   * admins); resolves the member with their new role.
   * @example await client.studio.setRole('demo.active', 'editor');
   */
  setRole(username: string, role: MemberRole, options?: SignalOptions): Promise<Editor>;
}

/** Creates the studio client. */
export function createStudioClient(call: ServiceCall, contentBaseUrl: string): StudioClient {
  return {
    async auditLog(params, options = {}) {
      const response = await call(contentBaseUrl, 'GET', 'audit-log', {
        auth: true,
        query: { ...params } as QueryParameters,
        ...options,
      });
      const body = await readJsonObject(response);
      const { items, nextCursor } = body;
      if (!Array.isArray(items) || (nextCursor !== null && typeof nextCursor !== 'string')) {
        throw new ApiError(502, GENERIC_FAILURE, { body });
      }
      return { items: items as AuditLogEntry[], nextCursor };
    },
    async editors(options = {}) {
      const body = await readJsonObject(
        await call(contentBaseUrl, 'GET', 'editors', { auth: true, ...options }),
      );
      if (!Array.isArray(body.items)) throw new ApiError(502, GENERIC_FAILURE, { body });
      return body.items as Editor[];
    },
    async setRole(username, role, options = {}) {
      const path = `members/${encodeURIComponent(username)}/role`;
      const body = await readJsonObject(
        await call(contentBaseUrl, 'PUT', path, { auth: true, json: { role }, ...options }),
      );
      return body as unknown as Editor;
    },
  };
}
