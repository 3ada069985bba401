// Loads every published entry with `import`, as a Node ES module project would, and uses each.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { ApiError, createApiClient, createChatClient } from '@coaz/api-client';
import { createMembershipClient } from '@coaz/api-client/membership';
import { ApiClientProvider } from '@coaz/api-client/react';
import { ChatWidget } from '@coaz/chat-widget';
import { createConstitutionEngine, parseConstitutionText } from '@coaz/constitution-qa';
import { pageTitle, siteImageUrl } from '@coaz/content-data';
import { membershipTypes } from '@coaz/content-data/membership';
import { newsItems } from '@coaz/content-data/news';
import { searchDocuments } from '@coaz/content-data/search';
import { Button } from '@coaz/ui-kit';

assert.equal(pageTitle('News'), 'News | Clinical Officers Association of Zambia');
assert.ok(membershipTypes.length > 0);
assert.ok(searchDocuments.some((page) => page.route === '/about'));
const assets = new URL('assets/', import.meta.resolve('@coaz/content-data/package.json'));
const svg = await readFile(new URL(siteImageUrl(newsItems[0].image, assets.href)), 'utf8');
assert.match(svg, /<svg/);
assert.equal(typeof ApiClientProvider, 'function');
assert.equal(typeof ChatWidget, 'function');
assert.equal(typeof Button, 'function');
assert.ok(parseConstitutionText('# Part I Preliminary\n\n## Article 1: Name\n\n(1) The name.'));
// The engine reads data/word-vectors.bin, which the build writes and the package ships.
const constitutionReply = await createConstitutionEngine(
  parseConstitutionText('# Part I Preliminary\n\n## Article 1: Name\n\n(1) The name is COAZ.'),
).answer({ query: 'what is the name of the association', useRag: true });
assert.equal(constitutionReply.sources[0]?.articleNumber, 1);
assert.throws(
  () => createApiClient({ memberBaseUrl: '/coaz/api/', chatBaseUrl: '/api/' }),
  /'\/coaz\/api\/' is relative, .* give the full address/,
);
// The chat client alone says why a relative URL cannot work in Node, not "couldn't reach".
await assert.rejects(
  createChatClient({ baseUrl: '/api/' }).ask({ query: 'Fees?', sessionId: 's' }),
  {
    name: 'TypeError',
    message: /createChatClient: baseUrl '\/api\/' is relative/,
  },
);
assert.ok(new ApiError(429, 'Slow down') instanceof Error);
const core = createApiClient({
  memberBaseUrl: 'http://localhost:1/coaz/api/',
  chatBaseUrl: 'http://localhost:1/api/',
});
assert.equal(typeof createMembershipClient(core).verify, 'function');
console.log(`ESM on Node ${process.version}: every entry loads`);
