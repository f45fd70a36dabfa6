/**
 * The console's own settings (today only the server address) in `settings.json` under Electron's
 * userData folder. Read and validated once at start; a missing, damaged or hand-edited invalid
 * file counts as "no server yet", so the first-run screen asks again instead of the app failing.
 * Writes are atomic, so a crash mid-save never leaves half a JSON file.
 */
import { promises as nodeFs } from 'node:fs';
import path from 'node:path';
import { type AtomicWriterFs, writeFileAtomically } from './atomicWriter';
import { normalizeServerUrl } from './serverUrl';

export const SETTINGS_FILE_NAME = 'settings.json';
const SETTINGS_VERSION = 1;

export interface DesktopSettings {
  /** Origin of the forum API, e.g. https://forum.example.com; null until chosen. */
  serverUrl: string | null;
}

export interface SettingsStoreFs extends AtomicWriterFs {
  readFile(file: string, encoding: 'utf8'): Promise<string>;
  mkdir(dir: string, options: { recursive: true }): Promise<string | undefined>;
}

export interface SettingsStore {
  /** Reads the file; returns the settings in effect (defaults when absent or invalid). */
  load(): Promise<DesktopSettings>;
  current(): DesktopSettings;
  setServerUrl(origin: string): Promise<void>;
}

export interface SettingsStoreOptions {
  /** `app.getPath('userData')`. */
  directory: string;
  fs?: SettingsStoreFs;
  warn?: (message: string) => void;
}

export function parseSettings(text: string): DesktopSettings {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { serverUrl: null };
  }
  const stored = typeof value === 'object' && value !== null ? (value as { serverUrl?: unknown }).serverUrl : undefined;
  if (typeof stored !== 'string') return { serverUrl: null };
  const normalized = normalizeServerUrl(stored);
  // Only an address that still passes today's rules is used: an edited file cannot point the
  // console at plain http on another machine.
  return { serverUrl: normalized.ok ? normalized.origin : null };
}

export function createSettingsStore(options: SettingsStoreOptions): SettingsStore {
  const fs = options.fs ?? nodeFs;
  const file = path.join(options.directory, SETTINGS_FILE_NAME);
  let settings: DesktopSettings = { serverUrl: null };

  return {
    async load() {
      let text: string;
      try {
        text = await fs.readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
          options.warn?.(`settings: cannot read ${file}: ${String(error)}`);
        settings = { serverUrl: null };
        return settings;
      }
      settings = parseSettings(text);
      if (settings.serverUrl === null && text.trim() !== '') options.warn?.(`settings: ignoring invalid ${file}`);
      return settings;
    },

    current() {
      return settings;
    },

    async setServerUrl(origin) {
      const normalized = normalizeServerUrl(origin);
      if (!normalized.ok)
        throw new Error(`settings: refusing to store an invalid server address (${normalized.problem})`);
      const next: DesktopSettings = { serverUrl: normalized.origin };
      await fs.mkdir(options.directory, { recursive: true });
      const json = `${JSON.stringify({ version: SETTINGS_VERSION, ...next }, null, 2)}\n`;
      await writeFileAtomically(file, new TextEncoder().encode(json), fs);
      settings = next;
    },
  };
}
