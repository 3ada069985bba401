import type { Plugin } from 'vite';
import { type CompiledChatIsland, compileChatIsland } from './compile-chat-island';

const MODULE_ID = 'virtual:coaz-chat-island';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Builds the chat island (chat-island.tsx) once per build, writes it into the client build and
 * serves `virtual:coaz-chat-island`, the address of that file, to every environment: the pages
 * prerendered and rendered by the server name the same file the client build holds.
 */
export function chatIslandPlugin(): Plugin {
  let compiled: Promise<CompiledChatIsland> | undefined;
  const island = () => {
    compiled ??= compileChatIsland();
    return compiled;
  };
  return {
    name: 'coaz-chat-island',
    resolveId: (source) => (source === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(`/${(await island()).fileName}`)};`;
    },
    async generateBundle() {
      if (this.environment?.name !== 'client') return;
      const { fileName, code } = await island();
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}
