import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTestFolder } from '../test-support/remove-test-folder';
import { siteOriginProblem } from './site-origin-agreement';

const folder = mkdtempSync(join(tmpdir(), 'coaz-site-origin-'));
afterAll(() => removeTestFolder(folder));

/** A web build's server folder whose record holds `record` (written as is), or none. */
function webBuild(name: string, record?: string): string {
  const built = mkdtempSync(join(folder, `${name}-`));
  if (record !== undefined) writeFileSync(join(built, 'site-origin.json'), record);
  return join(built, 'index.js');
}

describe('the web build’s address and PUBLIC_URL', () => {
  const zm = webBuild('zm', '{"origin":"https://coaz.org.zm"}\n');

  it('agree when the build was made with the same PUBLIC_URL', () => {
    expect(
      siteOriginProblem({ publicUrl: 'https://coaz.org.zm', webServerBuild: zm }),
    ).toBeUndefined();
  });

  it('are told apart, naming both and how to rebuild, when the build was made for another', () => {
    const org = webBuild('org', '{"origin":"https://coaz.org"}');
    expect(siteOriginProblem({ publicUrl: 'https://coaz.org.zm', webServerBuild: org })).toBe(
      'the web app was built for https://coaz.org, not for PUBLIC_URL=https://coaz.org.zm: its ' +
        'canonical links, sitemaps and feed would name another address than members’ SMS; build ' +
        'it again with the same PUBLIC_URL in the environment (npm start does, from the same settings)',
    );
    expect(
      siteOriginProblem({ publicUrl: 'https://staging.coaz.org.zm', webServerBuild: zm }),
    ).toMatch(
      /^the web app was built for https:\/\/coaz\.org\.zm, not for PUBLIC_URL=https:\/\/staging\./,
    );
  });

  it('says a record that names no address is to be rebuilt', () => {
    for (const record of ['', '{}', '{"origin":""}', 'https://coaz.org.zm']) {
      const broken = webBuild('broken', record);
      expect(
        siteOriginProblem({ publicUrl: 'https://coaz.org.zm', webServerBuild: broken }),
      ).toMatch(
        /site-origin\.json names no site address: build the web app again with PUBLIC_URL=/,
      );
    }
  });

  it('says nothing without PUBLIC_URL, without a web build, or of a build older than the record', () => {
    const org = webBuild('unset', '{"origin":"https://coaz.org"}');
    expect(siteOriginProblem({ publicUrl: undefined, webServerBuild: org })).toBeUndefined();
    expect(
      siteOriginProblem({
        publicUrl: 'https://coaz.org.zm',
        webServerBuild: join(folder, 'no-build', 'index.js'),
      }),
    ).toBeUndefined();
    expect(
      siteOriginProblem({ publicUrl: 'https://coaz.org.zm', webServerBuild: webBuild('old') }),
    ).toBeUndefined();
  });
});
