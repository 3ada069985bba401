import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TOKEN_STORAGE_KEYS } from '@coaz/api-client';
import type { Config } from '@react-router/dev/config';
import { compileStarter } from './app/app-start/compile-starter';
import { deferAppStartInFolder } from './app/app-start/defer-app-start';
import { SITE_ORIGIN } from './app/seo/site-origin';
import {
  clientRoutePatterns,
  memberPortalPaths,
  prerenderPaths,
  sitemapPaths,
} from './app/site/public-paths';

/** `sitemap.xml`: every public page at its canonical address. */
function sitemap(): string {
  const urls = sitemapPaths()
    .map((path) => `  <url><loc>${SITE_ORIGIN}${path}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** `robots.txt`: everything public may be crawled; the member portal and the APIs may not. */
function robots(): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /coaz/api/',
    ...memberPortalPaths.map((path) => `Disallow: ${path}`),
    'Disallow: /search',
    '',
    `Sitemap: ${SITE_ORIGIN}/sitemap.xml`,
    '',
  ].join('\n');
}

// Public routes are prerendered to HTML at build time; there is no runtime rendering server.
// Each prerendered page then loads its JavaScript only when it needs it (app/app-start). Member
// pages (not prerendered) render on the client from the SPA fallback that the build writes
// alongside; `client-routes.json` tells the server which paths those are, so every other unknown
// path can be answered with 404.
export default {
  ssr: false,
  prerender: prerenderPaths(),
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client');
    await mkdir(client, { recursive: true });
    const starterSource = await compileStarter();
    await Promise.all([
      deferAppStartInFolder(client, { starterSource, sessionKey: TOKEN_STORAGE_KEYS.accessToken }),
      writeFile(join(client, 'sitemap.xml'), sitemap()),
      writeFile(join(client, 'robots.txt'), robots()),
      writeFile(
        join(client, 'client-routes.json'),
        `${JSON.stringify(clientRoutePatterns(), null, 2)}\n`,
      ),
    ]);
  },
} satisfies Config;
