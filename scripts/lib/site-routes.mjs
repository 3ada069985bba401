import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The public routes of a built web app: the paths its `sitemap.xml` lists, in the sitemap's
 * order, or just `/` when the build has no sitemap (an early build of the site).
 */
export function readSiteRoutes(webRoot) {
  const sitemap = join(webRoot, 'sitemap.xml');
  if (!existsSync(sitemap)) return ['/'];
  const routes = [];
  for (const match of readFileSync(sitemap, 'utf8').matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    // The sitemap names the public origin; only the path matters for a local audit.
    const path = new URL(match[1], 'http://localhost').pathname;
    if (!routes.includes(path)) routes.push(path);
  }
  return routes.length > 0 ? routes : ['/'];
}

/** Parses a `--routes /,/news` value: comma separated paths, each starting with `/`. */
export function parseRouteList(value) {
  const routes = value
    .split(',')
    .map((route) => route.trim())
    .filter((route) => route !== '');
  const invalid = routes.find((route) => !route.startsWith('/'));
  if (invalid !== undefined || routes.length === 0) {
    throw new Error(`--routes takes comma separated paths such as /,/news, not ${value}`);
  }
  return routes;
}

/** The prerendered HTML file of a route in a built web app, or undefined when there is none. */
export function prerenderedPage(webRoot, route) {
  const folder = join(webRoot, ...route.split('/').filter(Boolean).map(decodeURIComponent));
  const file = join(folder, 'index.html');
  return existsSync(file) ? file : undefined;
}
