// pnpm hooks of the workspace (pnpm 10.28 or later for beforePacking).
//
// beforePacking shapes the package.json that `pnpm pack` and `pnpm publish` (and so
// `changeset publish`) put in a tarball, leaving the one on disk as it is. pnpm has already turned
// workspace: ranges into versions and dropped the pre/post pack and publish scripts by then; this
// drops what only builds the package here, which a consumer never uses and whose scripts name files
// the tarball leaves out: devDependencies and scripts. An install-time script (preinstall, install,
// postinstall) would run on a consumer's machine, so it would be kept; no package has one.
// `pnpm check:packages` reads each packed package.json and fails on anything else that differs.
//
// pnpm records a checksum of this file in pnpm-lock.yaml: after editing it, run `pnpm install` so
// that the frozen install of `npm test` and CI accepts the lockfile.
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'];

function beforePacking(manifest) {
  const { devDependencies, scripts, ...published } = manifest;
  const installScripts = Object.entries(scripts ?? {}).filter(([name]) =>
    INSTALL_SCRIPTS.includes(name),
  );
  if (installScripts.length > 0) published.scripts = Object.fromEntries(installScripts);
  return published;
}

module.exports = { hooks: { beforePacking } };
