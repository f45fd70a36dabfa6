/**
 * The preflight's logic with stand-ins for dpkg-query, id, sudo and apt-get on PATH: nothing to do
 * when all is installed; apt-get for the missing packages only, as root or through sudo; otherwise
 * a stop at once with the one command to run. (Checked for real by removing a package and running
 * `sh .ci/preflight.sh` as root.)
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PREFLIGHT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'preflight.sh');

const STAND_INS = {
  // Lists the installed ones among its arguments; like dpkg-query, fails when one is unknown.
  'dpkg-query': `#!/bin/sh
status=0
for pkg in "$@"; do
  case "$pkg" in -*) continue ;; esac
  case " $FAKE_INSTALLED " in *" $pkg "*) echo "$pkg install ok installed" ;; *) echo "dpkg-query: no packages found matching $pkg" >&2; status=1 ;; esac
done
exit $status`,
  id: '#!/bin/sh\necho "$FAKE_UID"',
  // Without a password only when FAKE_SUDO=ok.
  sudo: `#!/bin/sh
echo "sudo $*" >> "$CALLS"
[ "$FAKE_SUDO" = ok ] || exit 1
[ "$1" = -n ] && shift
exec "$@"`,
  'apt-get': '#!/bin/sh\necho "apt-get $*" >> "$CALLS"',
};

function runPreflight(options: { installed: string[]; uid: number; sudo?: 'ok' | 'password' }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'preflight-'));
  const bin = path.join(dir, 'bin');
  spawnSync('mkdir', [bin]);
  for (const [name, script] of Object.entries(STAND_INS)) {
    writeFileSync(path.join(bin, name), `${script}\n`);
    chmodSync(path.join(bin, name), 0o755);
  }
  const list = path.join(dir, 'packages.txt');
  writeFileSync(list, '# the browser\nchromium\nfonts-nanum  # Korean\n\nffmpeg\n');
  const calls = path.join(dir, 'calls');
  writeFileSync(calls, '');
  const result = spawnSync('sh', [PREFLIGHT], {
    encoding: 'utf8',
    env: {
      PATH: `${bin}:${process.env.PATH}`,
      PREFLIGHT_PACKAGES: list,
      CALLS: calls,
      FAKE_INSTALLED: options.installed.join(' '),
      FAKE_UID: String(options.uid),
      FAKE_SUDO: options.sudo ?? 'password',
    },
  });
  const called = readFileSync(calls, 'utf8').trim().split('\n').filter(Boolean);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, called };
}

describe('the test preflight', () => {
  it('does nothing when every package is installed', () => {
    const run = runPreflight({ installed: ['chromium', 'fonts-nanum', 'ffmpeg'], uid: 1000 });
    expect(run).toMatchObject({ status: 0, called: [], stderr: '' });
  });

  it('installs only the missing packages with apt-get when it runs as root', () => {
    const run = runPreflight({ installed: ['fonts-nanum'], uid: 0 });
    expect(run.status).toBe(0);
    expect(run.called).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium ffmpeg']);
  });

  it('installs through sudo when sudo needs no password', () => {
    const run = runPreflight({ installed: ['chromium', 'fonts-nanum'], uid: 1000, sudo: 'ok' });
    expect(run.status).toBe(0);
    expect(run.called).toEqual([
      'sudo -n true',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      'apt-get update -qq',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg',
      'apt-get install -y -qq ffmpeg',
    ]);
  });

  it('otherwise stops at once with the one command to run', () => {
    const run = runPreflight({ installed: ['chromium'], uid: 1000 });
    expect(run.status).toBe(1);
    expect(run.called).toEqual(['sudo -n true']);
    expect(run.stderr).toContain('\n  sudo apt-get install -y fonts-nanum ffmpeg\n');
  });

  it('is the list .ci/run installs from, and `npm test` runs it first', () => {
    const root = path.join(path.dirname(PREFLIGHT), '..');
    expect(readFileSync(path.join(root, '.ci/run'), 'utf8')).toMatch(/^\.ci\/preflight\.sh$/m);
    const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts.test).toMatch(/^sh \.ci\/preflight\.sh && /);
  });
});
