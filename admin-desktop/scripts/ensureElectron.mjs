/**
 * `npm run desktop` needs the Electron binary, which `npm install` never downloads here (see
 * `allowScripts` in the root package.json). On a machine with internet this fetches it once with
 * Electron's own installer; offline, it stops with what to do instead of a stack trace.
 * `--check` only reports whether the binary is present and never downloads.
 *
 * The probe reads the package's files directly: `require('electron')` would itself start a
 * download when the binary is missing (Electron's index.js does so since v36).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const electronDir = path.dirname(require.resolve('electron/package.json'));

/** The binary's path when it is installed (the same lookup as electron/index.js), else null. */
function installedBinary() {
  const pathFile = path.join(electronDir, 'path.txt');
  const relative = fs.existsSync(pathFile) ? fs.readFileSync(pathFile, 'utf8').trim() : '';
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const binary = path.join(override, relative || 'electron');
    return fs.existsSync(binary) ? binary : null;
  }
  if (!relative) return null;
  const binary = path.join(electronDir, 'dist', relative);
  return fs.existsSync(binary) ? binary : null;
}

const checkOnly = process.argv.includes('--check');
let binary = installedBinary();

if (!binary && !checkOnly) {
  console.log(
    'admin-desktop: the Electron binary is missing; fetching it once (node node_modules/electron/install.js)…',
  );
  const result = spawnSync(process.execPath, [path.join(electronDir, 'install.js')], {
    stdio: 'inherit',
    cwd: electronDir,
  });
  if (result.status === 0) binary = installedBinary();
}

if (binary) {
  console.log(`admin-desktop: Electron binary at ${binary}`);
} else {
  console.error(
    [
      'admin-desktop: the Electron binary is not installed.',
      '  `npm run desktop` downloads it on first use on a machine with internet access',
      '  (ELECTRON_MIRROR selects a mirror; see https://www.electronjs.org/docs/latest/tutorial/installation).',
      '  Without a network, everything else still builds and tests: npm run build, npm test.',
    ].join('\n'),
  );
  process.exit(1);
}
