/**
 * electron-builder.yml: it parses, electron-builder 26 accepts it, it names every target and
 * fuse, and (packing for real, offline, with a stand-in Electron folder) only the built output
 * lands in app.asar: no sources, maps, tests, .env files or keys.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type * as ElectronBuilder from 'electron-builder';
import { parse } from 'yaml';

const desktopDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(desktopDir, '..');
const require = createRequire(import.meta.url);

interface BuilderConfig {
  appId: string;
  productName: string;
  directories: { app: string; output: string; buildResources: string };
  icon: string;
  files: string[];
  asar: boolean;
  electronFuses: Record<string, boolean>;
  win: { target: Array<{ target: string }> };
  mac: { target: Array<{ target: string }> };
  linux: { target: Array<{ target: string }> };
  [key: string]: unknown;
}

const config = parse(fs.readFileSync(path.join(repoRoot, 'electron-builder.yml'), 'utf8')) as BuilderConfig;
const targets = (platform: 'win' | 'mac' | 'linux') => config[platform].target.map((entry) => entry.target);

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

describe('electron-builder.yml', () => {
  it('names the app and where things are', () => {
    expect(config.appId).toBe('kr.forum.admin');
    expect(config.productName).toBe('Investor Forum Admin');
    expect(config.directories).toEqual({
      app: 'admin-desktop',
      buildResources: 'admin-desktop/build',
      output: 'admin-desktop/release',
    });
    expect(config.asar).toBe(true);
  });

  it('builds Windows NSIS, macOS dmg, Linux AppImage and deb', () => {
    expect(targets('win')).toEqual(['nsis']);
    expect(targets('mac')).toEqual(['dmg']);
    expect(targets('linux')).toEqual(['AppImage', 'deb']);
  });

  it('ships the built output only, never sources, maps, tests or secrets', () => {
    expect(config.files).toEqual(expect.arrayContaining(['dist/main/**/*', 'dist/preload/**/*', 'dist/renderer/**/*']));
    expect(
      config.files
        .filter((pattern) => !pattern.startsWith('!') && pattern !== 'package.json')
        .every((pattern) => pattern.startsWith('dist/')),
    ).toBe(true);
    expect(config.files).toEqual(
      expect.arrayContaining(['!**/*.map', '!**/*.{ts,tsx,mts,cts}', '!**/*.{test,spec}.*', '!**/.env*', '!src${/*}']),
    );
  });

  it('turns the unneeded fuses off and the integrity fuses on', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('is accepted by electron-builder 26’s own schema', async () => {
    // An internal module, but the one `electron-builder` runs first; it rejects unknown keys.
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration(config: unknown, logger: { isEnabled: boolean; add(): void }): Promise<void>;
    };
    await expect(validateConfiguration(config, { isEnabled: false, add() {} })).resolves.toBeUndefined();
    await expect(
      validateConfiguration(
        { ...config, electronFuses: { ...config.electronFuses, runAsNodee: false } },
        { isEnabled: false, add() {} },
      ),
    ).rejects.toThrow(/Invalid configuration/);
    // Loading app-builder-lib takes seconds on a busy two-core machine.
  }, 60_000);

  it('has a square icon of at least 512 px (build/icon.png)', () => {
    const png = fs.readFileSync(path.join(desktopDir, 'build', config.icon));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    const width = png.readUInt32BE(16);
    expect(width).toBeGreaterThanOrEqual(512);
    expect(png.readUInt32BE(20)).toBe(width);
  });

  it('packs only dist/** and package.json into app.asar', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pack-'));
    scratch.push(work);
    const app = path.join(work, 'app');
    const files: Record<string, string> = {
      'package.json': fs.readFileSync(path.join(desktopDir, 'package.json'), 'utf8'),
      'dist/main/main.cjs': '// main',
      'dist/main/main.cjs.map': '{}',
      'dist/preload/preload.cjs': '// preload',
      'dist/renderer/index.html': '<!doctype html>',
      'dist/renderer/assets/index.js': '// renderer',
      'dist/renderer/assets/index.js.map': '{}',
      'dist/renderer/.env.production': 'SECRET=1',
      'dist/renderer/server.key': 'PRIVATE KEY',
      'dist/main/leftover.test.cjs': '// test',
      'dist/main/types.d.ts': 'export {}',
      'src/main/main.ts': '// source',
      'src/main/main.test.ts': '// test',
      'scripts/buildElectron.ts': '// script',
      'docs/desktop-console.png': 'png',
      'release/old-build.AppImage': 'binary',
      '.env': 'SECRET=1',
      'vite.config.ts': '// config',
      'tsconfig.json': '{}',
    };
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
      fs.writeFileSync(path.join(app, file), content);
    }
    // The project root, like the repository's (directories.app points into it).
    fs.writeFileSync(path.join(work, 'package.json'), JSON.stringify({ name: 'pack-test', private: true }));
    // A stand-in for the unpacked Electron distribution: the real binary cannot be downloaded
    // here, and packing the app does not need it (fuses, which patch the binary, are left out).
    const electronDist = path.join(work, 'electron');
    fs.mkdirSync(path.join(electronDist, 'resources'), { recursive: true });
    fs.writeFileSync(path.join(electronDist, 'electron'), '#!/bin/sh\n', { mode: 0o755 });
    fs.writeFileSync(path.join(electronDist, 'version'), '45.4.1');

    const { build, Platform } = require('electron-builder') as typeof ElectronBuilder;
    const { electronFuses: _fuses, ...rest } = config;
    await build({
      projectDir: work,
      targets: Platform.LINUX.createTarget('dir'),
      config: {
        ...(rest as object),
        directories: { app, output: path.join(work, 'out'), buildResources: path.join(desktopDir, 'build') },
        electronDist,
        electronVersion: '45.4.1',
      },
      publish: 'never',
    });

    const asar = require(
      require.resolve('@electron/asar', { paths: [path.dirname(require.resolve('app-builder-lib/package.json'))] }),
    ) as {
      listPackage(archive: string, options: { isPack: boolean }): string[];
    };
    const unpacked = path.join(work, 'out', 'linux-unpacked');
    const listed = asar
      .listPackage(path.join(unpacked, 'resources', 'app.asar'), { isPack: false })
      .map((entry) => entry.replace(/\\/g, '/'))
      .filter((entry) => path.extname(entry) !== '');
    expect(listed.sort()).toEqual([
      '/dist/main/main.cjs',
      '/dist/preload/preload.cjs',
      '/dist/renderer/assets/index.js',
      '/dist/renderer/index.html',
      '/package.json',
    ]);
    expect(fs.existsSync(path.join(unpacked, 'investor-forum-admin'))).toBe(true);
  }, 120_000);
});
