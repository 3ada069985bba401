import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MANIFEST_PREFIX = 'window.__reactRouterManifest=';

/**
 * The React Router build manifest of a built web app (`assets/manifest-<hash>.js`): the entry
 * module and, per route id, its module, the chunks it imports and its CSS.
 * @throws when the build has no manifest.
 */
export function readBuildManifest(webRoot) {
  const assets = join(webRoot, 'assets');
  for (const name of readdirSync(assets)) {
    if (!/^manifest-[\w-]+\.js$/.test(name)) continue;
    const text = readFileSync(join(assets, name), 'utf8').trim();
    if (!text.startsWith(MANIFEST_PREFIX)) continue;
    return JSON.parse(text.slice(MANIFEST_PREFIX.length).replace(/;$/, ''));
  }
  throw new Error(`no React Router manifest in ${assets}: build the web app first`);
}

/**
 * The route ids a prerendered page hydrates with, read from the module script React Router
 * writes into it (`window.__reactRouterRouteModules = {"root": route0, ...}`).
 * @throws when the page has no such script.
 */
export function routeIdsOfPage(html) {
  const match = /window\.__reactRouterRouteModules\s*=\s*\{([^}]*)\}/.exec(html);
  if (!match) throw new Error('the page has no React Router route modules script');
  return [...match[1].matchAll(/"([^"]+)"\s*:/g)].map((key) => key[1]);
}

/**
 * The JavaScript and CSS files a page loads at start: the manifest itself, the entry and the
 * modules, imported chunks and CSS of each of its routes, each once, as URL paths.
 */
export function startupAssets(manifest, routeIds) {
  const scripts = new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports]);
  const styles = new Set(manifest.entry.css ?? []);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`the manifest has no route ${id}`);
    scripts.add(route.module);
    for (const chunk of route.imports ?? []) scripts.add(chunk);
    for (const sheet of route.css ?? []) styles.add(sheet);
  }
  return { scripts: [...scripts].filter(Boolean), styles: [...styles] };
}
