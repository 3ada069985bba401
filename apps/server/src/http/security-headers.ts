import type { MiddlewareHandler } from 'hono';

/**
 * The content security policy: nothing inline may run, nothing may frame the site. Pages with
 * known inline scripts (the prerendered web app) add their hashes to `script-src` themselves.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  frameAncestors = "'none'",
): string {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    // Editors may illustrate contents with images hosted elsewhere over https.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** Sets the security headers on every answer (a handler may set a stricter or hashed CSP). */
export function securityHeaders(): MiddlewareHandler {
  const policy = contentSecurityPolicy();
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('content-security-policy')) headers.set('content-security-policy', policy);
    headers.set('x-content-type-options', 'nosniff');
    headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    if (!headers.has('x-frame-options')) headers.set('x-frame-options', 'DENY');
    headers.set('cross-origin-opener-policy', 'same-origin');
    headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  };
}
