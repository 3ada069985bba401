import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TOKEN_STORAGE_KEYS } from '@coaz/api-client';
import type { Config } from '@react-router/dev/config';
import { compileStarter, writeRecovery } from './app/app-start/compile-starter';
import { deferAppStartInFolder } from './app/app-start/defer-app-start';
import { precompressFolder } from './app/render/precompress-folder';
import { NEWS_SITEMAP_PATH } from './app/seo/news-sitemap';
import { SITE_ORIGIN, SITE_ORIGIN_RECORD } from './app/seo/site-origin';
import { memberPortalPaths, prerenderPaths, sitemapPaths } from './app/site/public-paths';

/** `sitemap.xml`: every public page at its canonical address. */
function sitemap(): string {
  const urls = sitemapPaths()
    .map((path) => `  <url><loc>${SITE_ORIGIN}${path}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * `robots.txt`: everything public may be crawled; the member portal, membership verifications and
 * the APIs may not. It names both sitemaps: the pages' (this build's) and the news posts' (the
 * server's).
 */
function robots(): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /coaz/api/',
    ...memberPortalPaths.map((path) => `Disallow: ${path}`),
    'Disallow: /search',
    // A verification names a member: reached from a card's QR code, never from a search engine.
    'Disallow: /verify/',
    '',
    `Sitemap: ${SITE_ORIGIN}/sitemap.xml`,
    // The news posts, served by the server from the content API as they are published.
    `Sitemap: ${SITE_ORIGIN}${NEWS_SITEMAP_PATH}`,
    '',
  ].join('\n');
}

// Pages with nothing editable are prerendered to HTML at build time; pages that show what editors
// keep (`serverRenderedPaths()`) and the member portal are rendered by the server per request,
// through the handler of the server build (app/render/request-handler.ts), which apps/server loads
// and caches per content version. Each prerendered page then loads its JavaScript only when it
// needs it (app/app-start; the handler does the same to the pages it renders), and every text file
// of the client build gets a brotli and a gzip copy, so nothing is compressed on the request path.
// Route discovery is 'initial' as in the static site before: the manifest of every route is in the
// page, so a client navigation asks the server for no `/__manifest`.
export default {
  ssr: true,
  prerender: prerenderPaths(),
  routeDiscovery: { mode: 'initial' },
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client');
    await mkdir(client, { recursive: true });
    await mkdir(join(reactRouterConfig.buildDirectory, 'server'), { recursive: true });
    const starterSource = await compileStarter();
    await Promise.all([
      deferAppStartInFolder(client, { starterSource, sessionKey: TOKEN_STORAGE_KEYS.accessToken }),
      writeRecovery(client),
      writeFile(join(client, 'sitemap.xml'), sitemap()),
      writeFile(join(client, 'robots.txt'), robots()),
      // Beside the server bundle, where apps/server reads it at start to hold this build's address
      // to its own PUBLIC_URL; not in the client folder, which is served as it is.
      writeFile(
        join(reactRouterConfig.buildDirectory, 'server', SITE_ORIGIN_RECORD),
        `${JSON.stringify({ origin: SITE_ORIGIN })}\n`,
      ),
    ]);
    await precompressFolder(client);
  },
} satisfies Config;
