// `pnpm bench`: the weight of every public route of the built web app, read from the build
// itself: the JavaScript a page runs at load (a prerendered page runs only its inline starter and
// fetches no script until it needs its app, see apps/web/app/app-start), the gzip size of the app's
// JavaScript when it starts (from React Router's build manifest: the entry, the root route and the
// page's route modules with the chunks they import), the CSS, and the bytes of the images its
// prerendered HTML references. Pages rendered by the server (those that show what editors keep)
// are read from the built server (`apps/server/dist/main.js`, demo mode, a temporary database),
// started for the run when the build has such pages, as a visitor's browser would get them.
//
//   --routes /,/news   these routes instead of every route of the built sitemap.xml
//
//   --web-root <dir>   measure another built web app (default apps/web/build/client)
//
// Needs a build of the web app (`pnpm exec turbo run build`).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startBuiltServer } from './lib/built-server.mjs';
import { gzipSize } from './lib/gzip-size.mjs';
import { imageReferences, stylesheetReferences } from './lib/page-images.mjs';
import { readBuildManifest, routeIdsOfPage, startupAssets } from './lib/react-router-build.mjs';
import { parseRouteList, prerenderedPage, readSiteRoutes } from './lib/site-routes.mjs';
import { formatTable, kilobytes } from './lib/text-table.mjs';

const repositoryRoot = resolve(dirname(new URL(import.meta.url).pathname), '..');
const { values: options } = parseArgs({
  options: { routes: { type: 'string' }, 'web-root': { type: 'string' } },
});
const webRoot = resolve(options['web-root'] ?? join(repositoryRoot, 'apps/web/build/client'));
const routes = options.routes ? parseRouteList(options.routes) : readSiteRoutes(webRoot);
const manifest = readBuildManifest(webRoot);

const sizes = new Map();
/** Bytes a file costs over the wire: gzip size for text (the server compresses it), else its size. */
function wireBytes(urlPath) {
  if (!sizes.has(urlPath)) {
    const file = join(webRoot, decodeURIComponent(urlPath));
    if (!existsSync(file)) {
      sizes.set(urlPath, null);
    } else {
      const bytes = readFileSync(file);
      const text = ['.js', '.css', '.svg'].includes(extname(file));
      sizes.set(urlPath, text ? gzipSize(bytes) : bytes.byteLength);
    }
  }
  return sizes.get(urlPath);
}

const sum = (values) => values.reduce((total, value) => total + (value ?? 0), 0);
const problems = [];
const rows = [];
const server = routes.every((route) => prerenderedPage(webRoot, route))
  ? undefined
  : await startBuiltServer({ repositoryRoot, webRoot });
/** A route's HTML: the prerendered file, else what the server renders for it. */
async function pageHtml(route) {
  const page = prerenderedPage(webRoot, route);
  if (page) return { html: readFileSync(page, 'utf8'), rendered: false };
  const response = await fetch(`${server.url}${route}`);
  if (!response.ok) return undefined;
  return { html: await response.text(), rendered: true };
}
for (const route of routes) {
  const found = await pageHtml(route);
  if (!found) {
    problems.push(`${route}: neither prerendered nor rendered by the server`);
    continue;
  }
  const { html } = found;
  const startup = startupAssets(manifest, routeIdsOfPage(html));
  const scripts = startup.scripts;
  // A page whose start-up script the build made inert fetches none of these at load.
  const deferred = html.includes('type="text/coaz-app"');
  const starter = /<script>((?:(?!<\/script>)[\s\S])*coazStartOnDemand\([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  if (!deferred) problems.push(`${route}: the page fetches its app at load`);
  const source = found.rendered ? 'server' : 'build';
  // Route CSS from the manifest, and any stylesheet the document links itself.
  const styles = [
    ...new Set([
      ...startup.styles,
      ...stylesheetReferences(html).filter((href) => href.startsWith('/')),
    ]),
  ];
  const images = new Map();
  for (const reference of imageReferences(html)) {
    // Uploaded pictures (`/api/uploads/`) are editors' content, served by the API, not the build.
    const local = reference.candidates.filter(
      (url) => url.startsWith('/') && !url.startsWith('/api/'),
    );
    if (local.length === 0) continue;
    const key = [...local].sort().join(' ');
    const bytes = local.map(wireBytes);
    if (bytes.includes(null))
      problems.push(`${route}: an image the page names is not in the build (${local.join(', ')})`);
    const known = bytes.filter((value) => value !== null);
    const previous = images.get(key);
    images.set(key, {
      smallest: Math.min(...known),
      largest: Math.max(...known),
      eager: (previous?.eager ?? false) || !reference.lazy,
    });
  }
  const imageList = [...images.values()].filter((image) => Number.isFinite(image.largest));
  rows.push([
    route,
    source,
    deferred ? '0' : String(scripts.length),
    starter ? kilobytes(gzipSize(Buffer.from(starter))) : '-',
    String(scripts.length),
    kilobytes(sum(scripts.map(wireBytes))),
    kilobytes(sum(styles.map(wireBytes))),
    String(imageList.length),
    kilobytes(sum(imageList.filter((image) => image.eager).map((image) => image.smallest))),
    kilobytes(sum(imageList.map((image) => image.smallest))),
    kilobytes(sum(imageList.map((image) => image.largest))),
    imageList.length === 0 ? '-' : kilobytes(Math.max(...imageList.map((image) => image.largest))),
  ]);
}

console.log(`Route weights of ${webRoot}\n`);
console.log(
  formatTable(
    [
      'Route',
      'HTML',
      'JS fetched at load',
      'Starter (inline) gzip',
      'App JS files',
      'App JS gzip',
      'CSS gzip',
      'Images',
      'Eager images',
      'Images (smallest)',
      'Images (largest)',
      'Largest image',
    ],
    rows,
  ),
);
await server?.stop();
console.log(
  '\nHTML: prerendered at build time, or rendered by the server (pages that show what editors keep).' +
    '\nJS fetched at load: script files a prerendered page fetches before the visitor needs its app; the starter is inline in' +
    '\nthe HTML. App JS: what the page fetches when its app starts, and CSS, gzip level 9; chunks loaded later (the' +
    '\nassistant, member pages) are not counted.' +
    '\nImages: the bytes of the images the prerendered HTML names (SVG gzip-compressed, as served), taking the smallest' +
    '\nor the largest srcset candidate of each; "Eager" counts only images not marked loading="lazy", smallest candidate.',
);
for (const problem of problems) console.log(`! ${problem}`);
process.exit(problems.length === 0 ? 0 : 1);
