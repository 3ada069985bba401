import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

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

/**
 * Sets the security headers on every answer with Hono's `secureHeaders`: the policy above, no
 * framing, no MIME sniffing, a strict referrer policy and no camera, microphone or location. A
 * header a handler set itself is kept (`overwrite: false`): pages carry a policy with the hashes
 * of their own inline scripts, and Storybook may be framed by its own manager.
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Editors may illustrate contents with images hosted elsewhere over https.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // Whether the site is served over https is the deployment's to say (a proxy in front sets it).
    strictTransportSecurity: false,
  });
}
