import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Marks a page's module preloads `fetchpriority="low"`. A prerendered page reads without its
 * scripts, so on a slow link the stylesheet and the hero picture should arrive first; at the
 * browser's default (high) priority some 160 kB of scripts share the line with them and hold up
 * the first paint.
 */
export function lowerScriptPriority(html: string): string {
  return html.replace(/<link rel="modulepreload"(?![^>]*fetchPriority)/gi, (link) => {
    return `${link} fetchPriority="low"`;
  });
}

/** Applies {@link lowerScriptPriority} to every HTML file under a built client folder. */
export async function lowerScriptPriorityInFolder(folder: string): Promise<void> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map(async (entry) => {
        const file = join(entry.parentPath, entry.name);
        const html = await readFile(file, 'utf8');
        const lowered = lowerScriptPriority(html);
        if (lowered !== html) await writeFile(file, lowered);
      }),
  );
}
