/**
 * Bundles the main process and the preload with esbuild into CommonJS files (dist/main/main.cjs,
 * dist/preload/preload.cjs). The preload must be one self-contained CommonJS file: a sandboxed
 * preload can require only 'electron' and a few Node built-ins. `electron` stays external; the
 * binary is not needed to build.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build } from 'esbuild';

const desktopDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const common = {
  bundle: true,
  format: 'cjs',
  external: ['electron'],
  // Electron 45 ships Node 22 and Chromium 140.
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
} satisfies BuildOptions;

await Promise.all([
  build({
    ...common,
    platform: 'node',
    target: 'node22',
    entryPoints: [path.join(desktopDir, 'src/main/main.ts')],
    outfile: path.join(desktopDir, 'dist/main/main.cjs'),
  }),
  build({
    ...common,
    platform: 'browser',
    target: 'chrome140',
    entryPoints: [path.join(desktopDir, 'src/preload/preload.ts')],
    outfile: path.join(desktopDir, 'dist/preload/preload.cjs'),
  }),
]);
console.log('admin-desktop: built dist/main/main.cjs and dist/preload/preload.cjs');
