/**
 * `npm run build --workspace api`: the production build. esbuild bundles the server and the
 * command-line tools from TypeScript into plain JavaScript modules in api/dist/, with the
 * `@forum/shared` code they use compiled in and every npm package left as an import (node_modules
 * is installed beside it). `node api/dist/server.js` then runs with no TypeScript at run time.
 *
 * The bundles sit flat in api/dist/, two levels below the repository like api/src/config.ts, so
 * its REPO_ROOT (data/, site/dist) means the same in both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(apiDir, 'dist');

/** Entry point -> bundle name in dist/. */
const ENTRIES: Record<string, string> = {
  server: 'src/server.ts',
  migrate: 'src/cli/migrate.ts',
  admin: 'src/cli/admin.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
  purge: 'src/cli/purge.ts',
  'access-log-verify': 'src/cli/accessLogVerify.ts',
};

/** npm packages stay imports; the workspace's own TypeScript packages are compiled in. */
const packagesExceptWorkspaces: Plugin = {
  name: 'packages-except-workspaces',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@forum/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, source]) => [name, path.join(apiDir, source)])),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Stack traces in the logs point at the TypeScript source (start:prod runs node --enable-source-maps).
  sourcemap: true,
  plugins: [packagesExceptWorkspaces],
  legalComments: 'none',
  // config.ts: the compiled server and tools run in production mode (ACCESS_LOG_KEY required).
  define: { __FORUM_PRODUCTION_BUILD__: 'true' },
  logLevel: 'warning',
});
console.log(
  `api: built ${Object.keys(ENTRIES)
    .map((name) => `dist/${name}.js`)
    .join(', ')}`,
);
