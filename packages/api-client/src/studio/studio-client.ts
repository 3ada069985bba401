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
   * Makes a member an editor or an admin, or takes the role away (`PUT members/{member}/role`,
   * admins); resolves the member with their new role. `member` is their membership number,
   * Zambian mobile number or user name, and must name one account.
   * @throws {ApiError} 404 when it names nobody; 409 `several_members` when it names more than
   * one account, `admin_already` or `editor_already` when it names an admin or an editor and
   * `role` is `'editor'`.
   * @example await client.studio.setRole('COAZ-000123', 'editor');
   */
  setRole(member: string, role: MemberRole, options?: SignalOptions): Promise<Editor>;
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
    async setRole(member, role, options = {}) {
      const path = `members/${encodeURIComponent(member)}/role`;
      const body = await readJsonObject(
        await call(contentBaseUrl, 'PUT', path, { auth: true, json: { role }, ...options }),
      );
      return body as unknown as Editor;
    },
  };
}
