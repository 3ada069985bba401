import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppServices } from '../app-services';
import { adminApplicationRoutes } from '../applications/admin-application-routes';
import { applicationRoutes } from '../applications/application-routes';
import { MAX_DOCUMENT_BYTES } from '../applications/document-file';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { passwordChecksAtOnce } from '../member/login-rate-limits';
import { receiptRoutes } from '../receipts/receipt-routes';
import { duesRoutes } from './dues-routes';
import { membershipRoutes } from './membership-routes';
import { passwordRecoveryRoutes } from './password-recovery-routes';
import { verifyRoutes } from './verify-routes';

/** Member-API paths that take documents or photos, and so a larger body than JSON calls. */
const DOCUMENT_PATHS = /\/api\/(applications|applications\/mine\/documents|profile\/photo)$/;

/** Whether a request path carries documents (the JSON body limit does not apply to it). */
export function takesDocuments(path: string): boolean {
  return DOCUMENT_PATHS.test(path);
}

/** The body limit of document-carrying paths: three documents and the form around them. */
export function documentBodyLimit(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: 3 * MAX_DOCUMENT_BYTES + 256 * 1024,
    onError: () => {
      throw new ApiError(
        413,
        'payload_too_large',
        'The documents are too large; 5 MB each at most',
      );
    },
  });
  return (c, next) => (takesDocuments(c.req.path) ? limit(c, next) : next());
}

/** Mounts applications, review, recovery, membership, receipts, dues and verification. */
export function mountMembership(member: OpenAPIHono<AppEnv>, services: AppServices): void {
  member.use('*', documentBodyLimit());
  // A new e-mail, number or password asks for the current one, checked by argon2 as login checks
  // it: an address has as many such checks under way at once as it has logins, not ten for each
  // account it holds (an application opens one), which let it hold every file read behind them.
  const passwordChecks = passwordChecksAtOnce(services.config);
  member.on('PUT', '/profile', passwordChecks);
  member.on('POST', ['/profile/phone', '/profile/password'], passwordChecks);
  member.route('/', applicationRoutes(services));
  member.route('/', adminApplicationRoutes(services));
  member.route('/', passwordRecoveryRoutes(services));
  member.route('/', membershipRoutes(services));
  member.route('/', receiptRoutes(services));
  member.route('/', duesRoutes(services));
  member.route('/', verifyRoutes(services));
}
