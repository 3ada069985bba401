// Puts the "use client" directive first in built files, for React Server Components. A bundler
// banner cannot do it: tsup's CommonJS output opens with "use strict" and its interop line, after
// which "use client" is no longer a directive. The file's source map shifts down by the one line.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const DIRECTIVE = '"use client";';

/** Makes `"use client";` the first line of each file (idempotent), keeping its source map right. */
export function prependUseClient(files) {
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(DIRECTIVE)) continue;
    writeFileSync(file, `${DIRECTIVE}\n${code}`);
    const mapFile = `${file}.map`;
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8'));
      map.mappings = `;${map.mappings}`;
      writeFileSync(mapFile, JSON.stringify(map));
    }
  }
}
