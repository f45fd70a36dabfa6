/**
 * The two settings calls the renderer may make: read the server address, and change it. A new
 * address is normalised, checked against /api/health, and only then stored.
 */
import type { SetServerAnswer } from '../ipcContract';
import type { HealthCheckResult } from './healthCheck';
import { MAX_SERVER_URL_LENGTH, normalizeServerUrl } from './serverUrl';
import type { SettingsStore } from './settingsStore';

export interface ServerSettingsDeps {
  store: SettingsStore;
  checkHealth(origin: string): Promise<HealthCheckResult>;
}

export interface ServerSettings {
  getServer(): string | null;
  setServer(input: unknown): Promise<SetServerAnswer>;
}

export function createServerSettings(deps: ServerSettingsDeps): ServerSettings {
  return {
    getServer: () => deps.store.current().serverUrl,

    async setServer(input) {
      if (typeof input !== 'string' || input.length > MAX_SERVER_URL_LENGTH) {
        return { ok: false, problem: 'invalid', message: 'This is not a valid address.' };
      }
      const normalized = normalizeServerUrl(input);
      if (!normalized.ok) return { ok: false, problem: normalized.problem, message: normalized.message };
      const health = await deps.checkHealth(normalized.origin);
      if (!health.ok) {
        return {
          ok: false,
          problem: health.problem,
          message: health.message,
          ...(health.status !== undefined ? { status: health.status } : {}),
        };
      }
      try {
        await deps.store.setServerUrl(normalized.origin);
      } catch (error) {
        return {
          ok: false,
          problem: 'save_failed',
          message: `The address could not be saved: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
      return { ok: true, serverUrl: normalized.origin };
    },
  };
}
