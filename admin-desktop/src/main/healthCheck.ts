/**
 * Is there a forum API at this origin? Calls `<origin>/api/health` and expects the API's own
 * answer, `200 {"status": "ok"}`, within a few seconds. Used before a server address is saved,
 * so a typo or a different site is caught on the server screen rather than at login.
 */
import type { ServerAddressProblem } from '../ipcContract';

export const HEALTH_CHECK_TIMEOUT_MS = 8_000;
// The real answer is 15 bytes; anything large is not the forum API.
const MAX_HEALTH_BODY_CHARS = 4_096;

export type HealthCheckResult =
  | { ok: true }
  | {
      ok: false;
      problem: Extract<ServerAddressProblem, 'unreachable' | 'timeout' | 'bad_status' | 'not_forum_api'>;
      message: string;
      status?: number;
    };

export interface HealthCheckDeps {
  /** Electron's `net.fetch` in the app (system proxy and certificates), global fetch in tests. */
  fetch: typeof globalThis.fetch;
  timeoutMs?: number;
}

export async function checkServerHealth(origin: string, deps: HealthCheckDeps): Promise<HealthCheckResult> {
  const timeoutMs = deps.timeoutMs ?? HEALTH_CHECK_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await deps.fetch(`${origin}/api/health`, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      // A redirect would mean /api is somewhere else: never followed. Node's fetch returns the 3xx
      // (reported as bad_status); Electron's net.fetch rejects it ("Redirect was cancelled").
      redirect: 'manual',
      credentials: 'omit',
      signal: controller.signal,
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      return {
        ok: false,
        problem: 'bad_status',
        status: response.status,
        message: `The server answered ${response.status} instead of 200.`,
      };
    }
    const text = await response.text();
    if (text.length > MAX_HEALTH_BODY_CHARS || !isHealthyBody(text)) {
      return { ok: false, problem: 'not_forum_api', message: 'The server answered, but not like the forum API.' };
    }
    return { ok: true };
  } catch {
    if (controller.signal.aborted) {
      return {
        ok: false,
        problem: 'timeout',
        message: `The server did not answer within ${Math.round(timeoutMs / 1000)} seconds.`,
      };
    }
    return { ok: false, problem: 'unreachable', message: 'The server could not be reached.' };
  } finally {
    clearTimeout(timer);
  }
}

function isHealthyBody(text: string): boolean {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'ok';
  } catch {
    return false;
  }
}
