/** Writes `.d.ts` and `.d.cts` declarations with declaration maps for each entry into `outDir`. */
export function buildDeclarations(options: {
  entry: Record<string, string>;
  outDir?: string;
}): Promise<void>;
