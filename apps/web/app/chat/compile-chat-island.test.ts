// @vitest-environment node

import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compileChatIsland } from './compile-chat-island';

// The island exactly as the build ships it.
const island = await compileChatIsland();

describe('compileChatIsland', () => {
  it('names the file after its content', async () => {
    expect(island.fileName).toMatch(/^assets\/chat-island-[\w-]{10}\.js$/);
    expect((await compileChatIsland()).fileName).toBe(island.fileName);
  });

  it('is one module with nothing left to fetch, so the assistant opens after one download', () => {
    expect(island.code).not.toMatch(/\bimport\s*\(\s*["']/);
    expect(island.code).not.toMatch(/^import\s/m);
    expect(island.code).toContain('Ask about the constitution');
    expect(island.code).toContain('api/');
  });

  it('holds the assistant, not the app: no router, and well under the app\u2019s size', () => {
    expect(island.code).not.toContain('__reactRouterContext');
    expect(island.code).not.toContain('useNavigate');
    // React and React DOM are most of it (about 60 kB); the app's first load is about 150 kB.
    expect(gzipSync(island.code).length).toBeLessThan(95_000);
  });

  it('is built for production, with no development checks', () => {
    expect(island.code).not.toContain('process.env.NODE_ENV');
    expect(island.code).not.toContain('react-dom.development');
  });
});
