// Loads every published entry with `require`, as a CommonJS project would, and uses each.
const assert = require('node:assert/strict');
const { ApiError, createApiClient, createChatClient } = require('@coaz/api-client');
const { createMembershipClient } = require('@coaz/api-client/membership');
const { ApiClientProvider } = require('@coaz/api-client/react');
const { ChatWidget } = require('@coaz/chat-widget');
const { createConstitutionEngine, parseConstitutionText } = require('@coaz/constitution-qa');
const { pageTitle, getSearchDocuments } = require('@coaz/content-data');
const { membershipTypes } = require('@coaz/content-data/membership');
const { searchDocuments } = require('@coaz/content-data/search');
const { Button } = require('@coaz/ui-kit');

assert.equal(pageTitle('News'), 'News | Clinical Officers Association of Zambia');
assert.ok(membershipTypes.length > 0);
assert.equal(getSearchDocuments().length, searchDocuments.length);
assert.equal(typeof ApiClientProvider, 'function');
assert.equal(typeof ChatWidget, 'function');
assert.equal(typeof Button, 'function');
assert.ok(parseConstitutionText('# Part I Preliminary\n\n## Article 1: Name\n\n(1) The name.'));
// The engine reads data/word-vectors.bin, which the build writes and the package ships.
createConstitutionEngine(
  parseConstitutionText('# Part I Preliminary\n\n## Article 1: Name\n\n(1) The name is COAZ.'),
)
  .answer({ query: 'what is the name of the association', useRag: true })
  .then((reply) => assert.equal(reply.sources[0]?.articleNumber, 1));
assert.throws(
  () => createApiClient({ memberBaseUrl: '/coaz/api/', chatBaseUrl: '/api/' }),
  /'\/coaz\/api\/' is relative, .* give the full address/,
);
// The chat client alone says why a relative URL cannot work in Node, not "couldn't reach".
assert.rejects(createChatClient({ baseUrl: '/api/' }).health(), {
  name: 'TypeError',
  message: /createChatClient: baseUrl '\/api\/' is relative/,
});
assert.ok(new ApiError(429, 'Slow down') instanceof Error);
const core = createApiClient({
  memberBaseUrl: 'http://localhost:1/coaz/api/',
  chatBaseUrl: 'http://localhost:1/api/',
});
assert.equal(typeof createMembershipClient(core).verify, 'function');
console.log(`CommonJS on Node ${process.version}: every entry loads`);
