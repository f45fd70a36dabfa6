/**
 * FORUM_CLOCK: the clock it makes, the configuration that refuses a bad value, and the real server
 * process: refused at start with a bad value, and with a good one started on that time, saying so
 * (and that the forum has ended) in its start-up line.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EDITION, type SiteInfo, forumEndedNotice } from '@forum/shared';
import { ConfigError, REPO_ROOT, loadConfig } from './config';
import { runningClockFrom } from './forumClock';
import { type ServerProcess, TEST_ACCESS_LOG_KEY_TEXT, startServerProcess, validRegistration } from './testing';

const KEY = { ACCESS_LOG_KEY: TEST_ACCESS_LOG_KEY_TEXT };
/** 10:00 Korea time on the day after the current edition's last forum day. */
const AFTER_FORUM = new Date(Date.parse(`${EDITION.days[2]}T10:00:00+09:00`) + 86_400_000);

describe('the running clock', () => {
  it('starts at the instant and moves on with the real time', () => {
    let real = 1_000_000;
    const clock = runningClockFrom(new Date('2025-09-24T01:00:00Z'), () => real);
    expect(clock().toISOString()).toBe('2025-09-24T01:00:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2025-09-24T01:01:30.000Z');
  });
});

describe('FORUM_CLOCK in the configuration', () => {
  it('takes an ISO-8601 instant with its offset; unset or empty is the real time', () => {
    expect(loadConfig({ ...KEY, FORUM_CLOCK: '2025-09-24T10:00:00+09:00' }).forumClock?.toISOString()).toBe(
      '2025-09-24T01:00:00.000Z',
    );
    expect(loadConfig({ ...KEY, FORUM_CLOCK: '2025-09-24T01:00Z' }).forumClock?.toISOString()).toBe(
      '2025-09-24T01:00:00.000Z',
    );
    expect(loadConfig({ ...KEY }).forumClock).toBeNull();
    expect(loadConfig({ ...KEY, FORUM_CLOCK: '' }).forumClock).toBeNull();
  });

  it('refuses a time without its offset, a date alone and words, naming the variable', () => {
    for (const bad of ['2025-09-24T10:00:00', '2025-09-24', 'tomorrow', '2025-13-40T10:00:00+09:00']) {
      expect(() => loadConfig({ ...KEY, FORUM_CLOCK: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ...KEY, FORUM_CLOCK: bad })).toThrow(
        /FORUM_CLOCK: .*ISO-8601 date-time with its offset/,
      );
    }
  });
});

describe('the server process on FORUM_CLOCK', () => {
  let dir: string | undefined;
  let started: ServerProcess | undefined;
  afterEach(() => {
    started?.child.kill('SIGKILL');
    started = undefined;
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start with an invalid value, saying why', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-clock-'));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...KEY,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${path.join(dir, 'forum.sqlite')}`,
        SITE_DIST: dir,
        MAIL_DIR: dir,
        FORUM_CLOCK: '2025-09-24 10:00',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output.join('')).toContain(
      "FORUM_CLOCK: '2025-09-24 10:00' is not an ISO-8601 date-time with its offset, e.g. 2025-09-24T10:00:00+09:00",
    );
    expect(output.join('')).not.toContain('listening on');
  }, 30_000);

  it('starts on the given time, saying so and that the forum has ended in its start-up line', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-clock-'));
    started = await startServerProcess({
      DATABASE_URL: `sqlite:${path.join(dir, 'forum.sqlite')}`,
      SITE_DIST: dir,
      MAIL_DIR: dir,
      FORUM_CLOCK: AFTER_FORUM.toISOString(),
    });
    const line = started.output
      .join('')
      .split('\n')
      .find((each) => each.includes('listening on'))!;
    const { msg, forumClock, forum } = JSON.parse(line) as { msg: string; forumClock: string; forum: string };
    expect(msg).toContain(`FORUM_CLOCK is set: this server's clock started at ${AFTER_FORUM.toISOString()}`);
    expect(msg).toContain(forumEndedNotice(EDITION, 'en'));
    expect({ forumClock, forum }).toEqual({ forumClock: AFTER_FORUM.toISOString(), forum: 'ended' });

    const info = (await (await fetch(`${started.url}/api/site-info`)).json()) as SiteInfo;
    expect(info.forum?.ended).toBe(true);
    const res = await fetch(`${started.url}/api/user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validRegistration()),
    });
    expect(res.status).toBe(403);
  }, 40_000);
});
