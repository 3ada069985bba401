// @vitest-environment node

import { readFile } from 'node:fs/promises';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { compileStarter, ROTATOR_SOURCE, STARTER_SOURCE } from './compile-starter';
import {
  compactStarter,
  DEFERRED_APP_ID,
  DEFERRED_APP_TYPE,
  deferAppStart,
} from './defer-app-start';

// The starter exactly as the build compiles it into every page.
const starterSource = await compileStarter();
const options = { starterSource, sessionKey: 'coaz.accessToken' };

/** The shape of a page React Router prerenders: preloads in the head, its start-up script in the body. */
const startUp = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
  window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-3.js");`;
const page = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/site.css"/><link rel="modulepreload" fetchPriority="low" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/></head><body><main>Text</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${startUp}</script><script>$RC("B:0","S:0")</script></body></html>`;

describe('deferAppStart', () => {
  const deferred = deferAppStart(page, options);

  it('takes the module preloads out of the page', () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
  });

  it('keeps React Router start-up script word for word, but inert', () => {
    expect(deferred).not.toContain('<script type="module"');
    expect(deferred).toContain(
      `<script type="${DEFERRED_APP_TYPE}" id="${DEFERRED_APP_ID}">${startUp}</script>`,
    );
  });

  it('inlines the starter at the end of the head with the preloads it will add', () => {
    const head = deferred.slice(0, deferred.indexOf('</head>'));
    const starter = head.slice(head.lastIndexOf('<script>'));
    expect(starter).toMatch(/^<script>function coazStartOnDemand\(/);
    expect(starter).toContain(
      'coazStartOnDemand({"preloads":["/assets/manifest-1.js","/assets/root-2.js"],"scriptId":"coaz-app","sessionKey":"coaz.accessToken"});',
    );
  });

  it('leaves the content and the other inline scripts alone', () => {
    expect(deferred).toContain('<main>Text</main>');
    expect(deferred).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(deferred).toContain('<script>$RC("B:0","S:0")</script>');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
  });

  it('returns a page without React Router start-up script unchanged', () => {
    const plain =
      '<html><head></head><body><script type="module" src="/x.js"></script></body></html>';
    expect(deferAppStart(plain, options)).toBe(plain);
  });

  it('escapes "<" in the addresses it inlines, so none can end the script early', () => {
    const odd = page.replace('href="/assets/root-2.js"', 'href="/assets/<root.js"');
    expect(deferAppStart(odd, options)).toContain('"/assets/\\u003croot.js"');
  });
});

describe('deferAppStart on a page the server renders', () => {
  const marked = page.replace(
    '<script type="module" async="">',
    '<script nonce="m4rk" type="module" async="">',
  );
  const deferred = deferAppStart(marked, { ...options, scriptMarker: 'm4rk' });

  it('marks the starter and the inert start-up script with the server’s marker', () => {
    expect(deferred).toContain(
      `<script nonce="m4rk" type="${DEFERRED_APP_TYPE}" id="${DEFERRED_APP_ID}">${startUp}</script>`,
    );
    expect(deferred).toMatch(/<script nonce="m4rk">function coazStartOnDemand\(/);
    expect(deferred).not.toContain('<script type="module"');
  });
});

describe('compactStarter', () => {
  it('drops comment lines and indentation but keeps every statement', async () => {
    const source = await readFile(STARTER_SOURCE, 'utf8');
    const compact = compactStarter(source);
    expect(compact).not.toMatch(/^\s*\/\//m);
    expect(compact).not.toMatch(/^\s+/m);
    expect(compact).toContain("doc.addEventListener('coaz:start-app', start);");
    expect(compact.length).toBeLessThan(source.length / 1.5);
  });

  it('leaves the compiled starter as it is', () => {
    expect(compactStarter(starterSource)).toBe(starterSource);
  });
});

describe('compileStarter', () => {
  it('strips the types and minifies the starter and rotator to under half of their source', async () => {
    const source =
      (await readFile(STARTER_SOURCE, 'utf8')) + (await readFile(ROTATOR_SOURCE, 'utf8'));
    expect(starterSource).not.toContain('StarterConfig');
    expect(starterSource).not.toContain('RotationKind');
    expect(starterSource).not.toContain('// ');
    expect(starterSource.length).toBeLessThan(source.length / 2);
  });

  it('makes coazStartOnDemand, and nothing else of its own, global', () => {
    const page = createContext({});
    runInContext(starterSource, page);
    expect(Object.keys(page)).toEqual(['coazStartOnDemand']);
    expect(typeof page.coazStartOnDemand).toBe('function');
  });
});
