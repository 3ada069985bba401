import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** The `type` that keeps React Router's start-up script from running until the starter runs it. */
export const DEFERRED_APP_TYPE = 'text/coaz-app';
/** The `id` by which the starter finds that script. */
export const DEFERRED_APP_ID = 'coaz-app';
/** The page the server answers member-portal addresses with: it has no content, so it starts at once. */
const SPA_FALLBACK = '__spa-fallback.html';

/** What the build passes to {@link deferAppStart}. */
export interface DeferAppStartOptions {
  /** The starter as `compileStarter` gives it (from `start-on-demand.ts`). */
  starterSource: string;
  /** The session-storage key that holds a signed-in member's token in this tab. */
  sessionKey: string;
  /**
   * The server's script marker (`SiteRenderContext.scriptMarker`), written as the starter's
   * `nonce` so the page's policy allows it; none at build time, whose pages allow every inline
   * script they were built with.
   */
  scriptMarker?: string;
}

/**
 * React Router's start-up script: imports the route modules, then the client entry that hydrates.
 * A page the server renders has the server's script marker as its `nonce`, which the inert copy
 * keeps: the starter runs its text, so the policy must allow it.
 */
const START_UP_SCRIPT =
  /<script((?: nonce="[^"]*")?) type="module" async="">((?:(?!<\/script>)[\s\S])*?__reactRouterRouteModules[\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** The starter as it goes into a page: its comment lines and indentation dropped. */
export function compactStarter(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

/**
 * Rewrites a prerendered page so that it loads no JavaScript until it needs to (see
 * `start-on-demand.ts` for when that is). The page's module preloads are taken out and handed to
 * the starter, React Router's start-up script is kept but made inert, and the starter is inlined at
 * the end of the head. React hydrates the same markup as before: it does not compare a script's
 * attributes or text, and the module preloads are looked up again by address.
 *
 * A page without React Router's start-up script comes back unchanged.
 */
export function deferAppStart(html: string, options: DeferAppStartOptions): string {
  const startUp = START_UP_SCRIPT.exec(html);
  if (!startUp) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (link) => {
    const href = /\shref="([^"]+)"/.exec(link)?.[1];
    if (href) preloads.push(href);
    return '';
  });
  const inert = withoutPreloads.replace(
    START_UP_SCRIPT,
    (_script, nonce: string, body: string) =>
      `<script${nonce} type="${DEFERRED_APP_TYPE}" id="${DEFERRED_APP_ID}">${body}</script>`,
  );
  const config = JSON.stringify({
    preloads,
    scriptId: DEFERRED_APP_ID,
    sessionKey: options.sessionKey,
  }).replace(/</g, '\\u003c');
  const marker = options.scriptMarker ? ` nonce="${options.scriptMarker}"` : '';
  const starter = `<script${marker}>${compactStarter(options.starterSource)}\ncoazStartOnDemand(${config});</script>`;
  return inert.replace('</head>', () => `${starter}</head>`);
}

/** Applies {@link deferAppStart} to every prerendered page under a built client folder. */
export async function deferAppStartInFolder(
  folder: string,
  options: DeferAppStartOptions,
): Promise<void> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .filter((entry) => basename(entry.name) !== SPA_FALLBACK)
      .map(async (entry) => {
        const file = join(entry.parentPath, entry.name);
        const html = await readFile(file, 'utf8');
        const deferred = deferAppStart(html, options);
        if (deferred !== html) await writeFile(file, deferred);
      }),
  );
}
