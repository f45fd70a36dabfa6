/**
 * ACCESS_LOG_KEY in the configuration: required in production, 32 bytes at least; the embedded
 * default (`npm start`) makes one under data/ on its first start, readable by its owner only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function keyFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-log-key-'));
  dirs.push(dir);
  return path.join(dir, 'data', 'access-log.key');
}

const KEY = 'k'.repeat(32);

describe('ACCESS_LOG_KEY', () => {
  it('is required in production, and the complaint names it', () => {
    const file = keyFile();
    expect(() => loadConfig({}, { production: true, accessLogKeyFile: file })).toThrow(ConfigError);
    expect(() => loadConfig({}, { production: true, accessLogKeyFile: file })).toThrow(/ACCESS_LOG_KEY: required/);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('NODE_ENV=production counts as production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, { accessLogKeyFile: keyFile() })).toThrow(/ACCESS_LOG_KEY/);
  });

  it('must be 32 bytes at least, and is never echoed', () => {
    const short = 'x'.repeat(31);
    let message = '';
    try {
      loadConfig({ ACCESS_LOG_KEY: short }, { production: true });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/ACCESS_LOG_KEY: must be at least 32 bytes/);
    expect(message).not.toContain(short);
  });

  it('is used as given', () => {
    const config = loadConfig({ ACCESS_LOG_KEY: KEY }, { production: true });
    expect(config.accessLogKey.equals(Buffer.from(KEY))).toBe(true);
  });

  it('outside production, is made under data/ on the first start (owner-only), then kept', () => {
    const file = keyFile();
    const first = loadConfig({}, { production: false, accessLogKeyFile: file }).accessLogKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const second = loadConfig({}, { production: false, accessLogKeyFile: file }).accessLogKey;
    expect(second.equals(first)).toBe(true);
    // A key given in the environment wins over the file.
    expect(loadConfig({ ACCESS_LOG_KEY: KEY }, { accessLogKeyFile: file }).accessLogKey.toString()).toBe(KEY);
  });
});
