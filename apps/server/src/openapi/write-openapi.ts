// `pnpm --filter server openapi:write`: builds the application without opening a port (on an
// in-memory database, in demo mode as the tests run it) and writes its `/api/openapi.json` to the
// snapshot in packages/api-client, whose build generates the client's wire types from it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config';
import { prepareApp } from '../http-server';
import { formatOpenApiDocument, openApiSnapshotPath } from './openapi-snapshot';

const folder = await mkdtemp(join(tmpdir(), 'coaz-openapi-'));
const pglite = await PGlite.create();
try {
  const config = loadConfig({
    COAZ_MODE: 'demo',
    DATA_DIR: join(folder, 'data'),
    // Only signs the tokens of an application that never listens; the document does not depend on it.
    JWT_SECRET: `openapi-writer-${crypto.randomUUID()}-${crypto.randomUUID()}`,
  });
  const prepared = await prepareApp(config, { pglite, log: () => {} });
  const response = await prepared.app.request('/api/openapi.json');
  if (response.status !== 200) throw new Error(`/api/openapi.json answered ${response.status}`);
  const document = await response.json();
  await prepared.chatIndexBuilt;
  await prepared.close();
  await mkdir(dirname(openApiSnapshotPath()), { recursive: true });
  await writeFile(openApiSnapshotPath(), formatOpenApiDocument(document));
  console.log(`wrote ${openApiSnapshotPath()} (${Object.keys(document.paths).length} paths)`);
} finally {
  await pglite.close();
  await rm(folder, { recursive: true, force: true });
}
