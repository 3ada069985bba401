import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './http-server';

let webRoot: string;
let server: RunningServer;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'coaz-web-'));
  await mkdir(join(webRoot, 'about'));
  await writeFile(join(webRoot, 'index.html'), '<h1>Home</h1>');
  await writeFile(join(webRoot, 'about', 'index.html'), '<h1>About</h1>');
  await writeFile(join(webRoot, '__spa-fallback.html'), '<div id="app-shell"></div>');
  await writeFile(join(tmpdir(), 'coaz-secret.txt'), 'secret');
  server = await startServer({ port: 0, host: '127.0.0.1', webRoot });
});

afterAll(async () => {
  await server.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('server', () => {
  it('reports itself healthy', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'healthy' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });

  it('serves prerendered pages by route', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toContain('<h1>Home</h1>');
    expect(await (await fetch(`${server.url}/about`)).text()).toContain('<h1>About</h1>');
  });

  it('answers an unknown page with the app shell and status 404', async () => {
    const response = await fetch(`${server.url}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('app-shell');
  });

  it('never serves a file outside the web root', async () => {
    const response = await fetch(`${server.url}/..%2fcoaz-secret.txt`);
    expect(await response.text()).not.toContain('secret');
  });
});
