import { readFile, stat } from 'node:fs/promises';

/**
 * Whether a URL path matches one of the web app's client-rendered route patterns
 * (React Router syntax: `:name` stands for one segment, a trailing `*` for the rest).
 */
export function matchesClientRoute(patterns: readonly string[], path: string): boolean {
  const segments = trimSlashes(path).split('/');
  return patterns.some((pattern) => {
    const parts = trimSlashes(pattern).split('/');
    for (const [index, part] of parts.entries()) {
      if (part === '*') return true;
      const segment = segments[index];
      if (segment === undefined || segment === '') return false;
      if (!part.startsWith(':') && part !== segment) return false;
    }
    return parts.length === segments.length;
  });
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

const cache = new Map<string, { modified: number; patterns: string[] }>();

/**
 * The route patterns the web build lists in `client-routes.json`: paths the app renders in the
 * browser from its shell, which the server therefore answers with 200 rather than 404. A missing
 * or unreadable file means there are none.
 */
export async function readClientRoutes(file: string): Promise<string[]> {
  try {
    const modified = (await stat(file)).mtimeMs;
    const cached = cache.get(file);
    if (cached && cached.modified === modified) return cached.patterns;
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    const patterns = Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is string => typeof entry === 'string' && entry.startsWith('/'),
        )
      : [];
    cache.set(file, { modified, patterns });
    return patterns;
  } catch {
    return [];
  }
}
