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

/**
 * Entry point -> bundle name in dist/: the server, the one command line (`node dist/cli.js
 * <command>`), and the worker thread the server reads an .xlsx upload in (found beside the bundle).
 */
const ENTRIES: Record<string, string> = {
  server: 'src/server.ts',
  cli: 'src/cli/main.ts',
  xlsxWorker: 'src/features/imports/xlsxWorker.ts',
};

/**
 * Earlier releases had one bundle per command (`node api/dist/backup.js --out ...`), and servers'
 * systemd units and scripts may still name them: each old name stays a two-line alias of cli.js.
 */
const COMMAND_ALIASES: Record<string, string> = {
  migrate: 'migrate',
  admin: 'admin',
  backup: 'backup',
  restore: 'restore',
  purge: 'purge',
  'access-log-verify': 'access-log-verify',
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
for (const [file, command] of Object.entries(COMMAND_ALIASES)) {
  fs.writeFileSync(
    path.join(outdir, `${file}.js`),
    `// The same as \`node cli.js ${command}\` (kept for units and scripts that name this file).\n` +
      `process.argv.splice(2, 0, ${JSON.stringify(command)});\nawait import('./cli.js');\n`,
  );
}
console.log(
  `api: built ${Object.keys(ENTRIES)
    .map((name) => `dist/${name}.js`)
    .join(', ')} and the command aliases ${Object.keys(COMMAND_ALIASES)
    .map((name) => `dist/${name}.js`)
    .join(', ')}`,
);
