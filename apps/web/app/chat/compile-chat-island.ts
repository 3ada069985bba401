import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The island's entry, beside this file. */
export const CHAT_ISLAND_ENTRY = fileURLToPath(new URL('./chat-island.tsx', import.meta.url));

/** The chat island as the build ships it. */
export interface CompiledChatIsland {
  /** Where it goes in the client build, named after its content so it can be cached for good. */
  fileName: string;
  /** The bundle: one ES module with React, the chat widget and the chat client in it. */
  code: string;
}

/**
 * Bundles the chat island (`chat-island.tsx`) into one minified ES module, with no chunks to
 * wait for: the window's code, which the widget imports lazily, is in it too. It is built apart
 * from the app (which React Router's build splits by route) so that it stays small; it shares no
 * module with the app, and the page only ever runs one of their assistants.
 */
export async function compileChatIsland(): Promise<CompiledChatIsland> {
  const result = await build({
    entryPoints: [CHAT_ISLAND_ENTRY],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    jsx: 'automatic',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    // ui-kit's stylesheet imports are dropped on purpose: the site's stylesheet has them.
    logOverride: { 'ignored-bare-import': 'silent' },
    write: false,
  });
  const code = result.outputFiles[0]?.text ?? '';
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
  return { fileName: `assets/chat-island-${hash}.js`, code };
}
