/**
 * The deployment files agree with what the other tests run: the example nginx settings render to
 * a config nginx accepts (IPv6 listen lines included), the systemd unit starts the same command
 * as the tests' server processes, and the shell helpers parse.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate, wrapSiteConfig } from './support/nginx';
import { REPO_ROOT, SITE_DIST } from './support/paths';

const DEPLOY = path.join(REPO_ROOT, 'deploy');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-deploy-files-'));
fs.chmodSync(dir, 0o755);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('deploy files', () => {
  it('renders deploy/nginx/nginx.env.example, through with-env.sh as the guide does, into a config nginx accepts', () => {
    const { cert, key } = selfSignedCertificate(dir);
    // The example points at Debian's self-signed certificate, which this machine may lack.
    const settings = fs
      .readFileSync(path.join(DEPLOY, 'nginx', 'nginx.env.example'), 'utf8')
      .replace(/^FORUM_TLS_CERT=.*$/m, `FORUM_TLS_CERT=${cert}`)
      .replace(/^FORUM_TLS_KEY=.*$/m, `FORUM_TLS_KEY=${key}`)
      .replace(/^FORUM_ACCESS_LOG=.*$/m, `FORUM_ACCESS_LOG=${path.join(dir, 'access.log')}`)
      // The renderer reads the built pages (their inline scripts' hashes): the build of this run.
      .replace(/^FORUM_SITE_ROOT=.*$/m, `FORUM_SITE_ROOT=${SITE_DIST}`);
    fs.writeFileSync(path.join(dir, 'nginx.env'), settings);
    const site = path.join(dir, 'forum.conf');
    execFileSync(
      path.join(DEPLOY, 'with-env.sh'),
      [process.execPath, path.join(DEPLOY, 'render-nginx.mjs'), '--out', site],
      {
        env: { PATH: process.env.PATH ?? '', FORUM_ENV_FILE: path.join(dir, 'nginx.env') },
      },
    );
    const rendered = fs.readFileSync(site, 'utf8');
    expect(rendered).not.toMatch(/\$\{FORUM_[A-Z]/);
    expect(rendered).toContain('    server 127.0.0.1:3001 max_fails=0;\n    server 127.0.0.1:3002 max_fails=0;');
    expect(rendered.match(/^\s*listen .*$/gm)?.map((line) => line.trim())).toEqual([
      'listen 80;',
      'listen [::]:80;',
      'listen 443 ssl http2;',
      'listen [::]:443 ssl http2;',
    ]);
    expect(() => wrapSiteConfig(dir, site, path.join(dir, 'error.log'))).not.toThrow();
    // The landing pages' inline script, allowed on those pages only.
    expect(rendered).toMatch(/^ {4}"\/index\.html" {2}"'self' 'sha256-[A-Za-z0-9+/]+=*'";$/m);
    expect(rendered).toMatch(/^ {4}"\/kor\.html" {2}"'self' 'sha256-/m);
    expect(rendered).not.toMatch(/"\/link\.html"/);
  });

  it('refuses to render before the site is built (the inline-script hashes come from it)', () => {
    const env = { PATH: process.env.PATH ?? '', FORUM_SITE_ROOT: path.join(dir, 'not-built') };
    const settings = [
      'FORUM_SERVER_NAME',
      'FORUM_SITE_URL',
      'FORUM_HTTP_LISTEN',
      'FORUM_HTTPS_LISTEN',
      'FORUM_TLS_CERT',
      'FORUM_TLS_KEY',
      'FORUM_ACME_ROOT',
      'FORUM_ACCESS_LOG',
    ];
    const result = spawnSync(process.execPath, [path.join(DEPLOY, 'render-nginx.mjs')], {
      env: { ...env, ...Object.fromEntries(settings.map((name) => [name, 'x'])), FORUM_API_PORTS: '3001' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/index\.html not found: build the site first/);
  });

  it('says which setting is missing', () => {
    const result = spawnSync(process.execPath, [path.join(DEPLOY, 'render-nginx.mjs')], {
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/FORUM_SERVER_NAME: the public host name/);
  });

  it('starts each systemd instance with the command the tests run, on its own loopback port', () => {
    const unit = fs.readFileSync(path.join(DEPLOY, 'systemd', 'forum@.service'), 'utf8');
    expect(unit).toMatch(
      /^ExecStart=\/usr\/bin\/node --enable-source-maps \/srv\/forum\/current\/api\/dist\/server\.js$/m,
    );
    expect(unit).toMatch(/^Environment=PORT=%i HOST=127\.0\.0\.1/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    // Longer than the process's own 10 s limit, so systemd never kills a drain.
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThan(10);
    const example = fs.readFileSync(path.join(DEPLOY, 'forum.env.example'), 'utf8');
    expect(example).not.toMatch(/^(PORT|HOST)=/m);
    expect(example).toMatch(/^MIGRATE_ON_START=false$/m);
    expect(example).toMatch(/^TRUST_PROXY=true$/m);
    // Required in production: the example names it, with a placeholder that is not a usable key.
    expect(example).toMatch(/^ACCESS_LOG_KEY='?CHANGE-ME/m);
    // A test clock: a deployment runs on the real time.
    expect(example).not.toMatch(/FORUM_CLOCK/);
    expect(unit).not.toMatch(/FORUM_CLOCK/);
  });

  it('has shell helpers that parse', () => {
    for (const script of ['rolling-restart.sh', 'with-env.sh']) {
      expect(spawnSync('bash', ['-n', path.join(DEPLOY, script)]).status, script).toBe(0);
    }
  });
});
