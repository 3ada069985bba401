import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Path of a file in the shared constitution folder beside the repository (`../shared/constitution`
 * from the folder holding pnpm-workspace.yaml). Throws when it is missing, so tests that need the
 * real document fail rather than skip.
 */
export function sharedConstitutionPath(fileName: string): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'pnpm-workspace.yaml'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('No pnpm-workspace.yaml above the package');
    folder = parent;
  }
  const path = join(folder, '..', 'shared', 'constitution', fileName);
  if (!existsSync(path)) throw new Error(`The shared constitution file is missing: ${path}`);
  return path;
}

/** The real constitution PDF's bytes. */
export function readConstitutionPdf(): Uint8Array {
  return new Uint8Array(readFileSync(sharedConstitutionPath('COAZ_CONSTITUTION_2025.pdf')));
}
