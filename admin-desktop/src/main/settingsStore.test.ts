import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_FILE_NAME, type SettingsStoreFs, createSettingsStore, parseSettings } from './settingsStore';

let userData: string;
beforeEach(() => {
  userData = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-'));
});
afterEach(() => fs.rmSync(userData, { recursive: true, force: true }));

const settingsFile = () => path.join(userData, SETTINGS_FILE_NAME);

describe('settings store', () => {
  it('starts with no server when there is no file (first run)', async () => {
    const store = createSettingsStore({ directory: userData });
    expect(await store.load()).toEqual({ serverUrl: null });
  });

  it('stores the server as JSON in userData and reads it back on the next start', async () => {
    const store = createSettingsStore({ directory: userData });
    await store.load();
    await store.setServerUrl('https://forum.example.com');
    expect(store.current()).toEqual({ serverUrl: 'https://forum.example.com' });
    expect(JSON.parse(fs.readFileSync(settingsFile(), 'utf8'))).toEqual({
      version: 1,
      serverUrl: 'https://forum.example.com',
    });
    expect(fs.readdirSync(userData)).toEqual([SETTINGS_FILE_NAME]);

    const nextStart = createSettingsStore({ directory: userData });
    expect(await nextStart.load()).toEqual({ serverUrl: 'https://forum.example.com' });
  });

  it('creates the userData folder when it does not exist yet', async () => {
    const store = createSettingsStore({ directory: path.join(userData, 'Investor Forum Admin') });
    await store.setServerUrl('http://localhost:3000');
    expect(fs.existsSync(path.join(userData, 'Investor Forum Admin', SETTINGS_FILE_NAME))).toBe(true);
  });

  it.each([
    ['damaged JSON', '{"serverUrl": "https://forum.exa'],
    ['plain http to another machine', '{"serverUrl": "http://forum.example.com"}'],
    ['a javascript: URL', '{"serverUrl": "javascript:alert(1)"}'],
    ['credentials in the URL', '{"serverUrl": "https://admin:pw@forum.example.com"}'],
    ['a number', '{"serverUrl": 42}'],
    ['an array', '[]'],
  ])('treats %s as no server, with a warning', async (_case, text) => {
    fs.writeFileSync(settingsFile(), text);
    const warn = vi.fn();
    const store = createSettingsStore({ directory: userData, warn });
    expect(await store.load()).toEqual({ serverUrl: null });
    expect(warn).toHaveBeenCalled();
  });

  it('normalises a hand-edited address to its origin', () => {
    expect(parseSettings('{"serverUrl": "https://Forum.Example.com/admin?x=1"}')).toEqual({
      serverUrl: 'https://forum.example.com',
    });
  });

  it('refuses to store an invalid address', async () => {
    const store = createSettingsStore({ directory: userData });
    await expect(store.setServerUrl('http://example.com')).rejects.toThrow(/invalid server address/);
    expect(fs.existsSync(settingsFile())).toBe(false);
  });

  it('keeps the previous file and setting when saving fails, with no temporary file left', async () => {
    const store = createSettingsStore({ directory: userData });
    await store.setServerUrl('https://old.example.com');
    const failingFs: SettingsStoreFs = {
      readFile: (file, encoding) => fs.promises.readFile(file, encoding),
      mkdir: (dir, options) => fs.promises.mkdir(dir, options),
      open: fs.promises.open,
      unlink: fs.promises.unlink,
      rename: () => Promise.reject(Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' })),
    };
    const failing = createSettingsStore({ directory: userData, fs: failingFs });
    await failing.load();
    await expect(failing.setServerUrl('https://new.example.com')).rejects.toMatchObject({ code: 'disk_full' });
    expect(failing.current()).toEqual({ serverUrl: 'https://old.example.com' });
    expect(JSON.parse(fs.readFileSync(settingsFile(), 'utf8')).serverUrl).toBe('https://old.example.com');
    expect(fs.readdirSync(userData)).toEqual([SETTINGS_FILE_NAME]);
  });
});
