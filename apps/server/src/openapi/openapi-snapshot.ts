import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function workspaceRoot(): string {
  // The same answer from the sources (tests) and from the bundle in dist (the writer).
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'pnpm-workspace.yaml'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('Not inside the COAZ workspace');
    folder = parent;
  }
  return folder;
}

/**
 * The committed copy of the server's OpenAPI document, from which `@coaz/api-client` generates
 * its wire types. `pnpm --filter server openapi:write` rewrites it from the routes.
 */
export function openApiSnapshotPath(): string {
  return join(workspaceRoot(), 'packages/api-client/openapi/coaz-api.json');
}

/** The command that rewrites the snapshot, for messages that ask someone to run it. */
export const OPENAPI_WRITE_COMMAND = 'pnpm --filter server openapi:write';

/** The document as the snapshot stores it: two-space JSON with a final newline. */
export function formatOpenApiDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
