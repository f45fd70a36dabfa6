/**
 * The check-in desk's calls of the API (event-day contract, issue 12). On the console's
 * one client (lib/apiClient.ts). The desk always works in the current edition: no `?edition=`.
 */
import {
  type CheckinCounts,
  type CheckinRequest,
  type CheckinResult,
  type CheckinRoster,
  type CheckinRosterEntry,
  type ForumDay,
  type CheckinResultWire,
  type CheckinRosterWire,
  type OnsiteRegistrationResult,
  type OnsiteRegistrationResultWire,
  type SiteInfo,
  checkinResultFromWire,
  fromWire,
  onsiteResultFromWire,
  rosterFromWire,
  toWire,
} from '@forum/shared';
import { type AdminClient, type ApiResult, asObject, isObject, segment } from '../lib/apiClient';

// A full roster of 10,000 registrants is a few megabytes: give a slow venue Wi-Fi time to bring it.
const ROSTER_TIMEOUT_MS = 60_000;
// A desk must notice a dead network quickly: the person is standing in front of it. A check-in
// that times out is queued and sent again; the server's unique key makes the repeat harmless.
const CHECKIN_TIMEOUT_MS = 8_000;

export interface CheckinApi {
  checkIn(token: string, request: CheckinRequest): Promise<ApiResult<CheckinResult>>;
  /** Undo within a minute of the check-in (204), else 409 checkin_undo_expired; 404 when not checked in. */
  undo(token: string, code: string, day: ForumDay): Promise<ApiResult<null>>;
  counts(token: string): Promise<ApiResult<CheckinCounts>>;
  /** Everyone, or with `since` (the previous answer's `asOf`) only those changed after it. */
  roster(token: string, since?: string | null, signal?: AbortSignal): Promise<ApiResult<CheckinRoster>>;
  /** One registrant by code, for a code the desk's roster does not have yet. */
  registrant(token: string, code: string): Promise<ApiResult<CheckinRosterEntry>>;
  /** A walk-in: the registration form's body plus the day and desk (201). */
  registerOnsite(token: string, body: Record<string, unknown>): Promise<ApiResult<OnsiteRegistrationResult>>;
  /** The public site information (registration window; the retention date where the server sends it). */
  siteInfo(): Promise<ApiResult<SiteInfo & { retentionUntil?: string }>>;
}

export function createCheckinApi({ authed, call }: AdminClient): CheckinApi {
  return {
    checkIn: (token, request) =>
      authed('/api/checkin', token, { method: 'POST', json: request, timeoutMs: CHECKIN_TIMEOUT_MS }, (body) =>
        isObject(body) && isObject(body.registrant) && typeof body.first === 'boolean'
          ? checkinResultFromWire(body as unknown as CheckinResultWire)
          : undefined,
      ),
    undo: (token, code, day) =>
      authed(
        `/api/checkin/${segment(code)}/${segment(day)}`,
        token,
        { method: 'DELETE', timeoutMs: CHECKIN_TIMEOUT_MS },
        () => null,
      ),
    counts: (token) =>
      authed('/api/checkin/counts', token, {}, (body) =>
        isObject(body) && Array.isArray(body.days) ? (body as unknown as CheckinCounts) : undefined,
      ),
    roster: (token, since, signal) =>
      authed(
        `/api/checkin/roster${since ? `?since=${encodeURIComponent(since)}` : ''}`,
        token,
        { timeoutMs: ROSTER_TIMEOUT_MS, ...(signal ? { signal } : {}) },
        (body) =>
          isObject(body) && Array.isArray(body.registrants) && typeof body.asOf === 'string'
            ? rosterFromWire({ removedIds: [], ...body } as unknown as CheckinRosterWire)
            : undefined,
      ),
    registrant: (token, code) =>
      authed(`/api/checkin/registrant/${segment(code)}`, token, {}, (body) =>
        isObject(body) && typeof body.id === 'number' ? (fromWire(body) as unknown as CheckinRosterEntry) : undefined,
      ),
    registerOnsite: (token, body) =>
      authed(
        '/api/user/onsite',
        token,
        { method: 'POST', json: toWire(body), timeoutMs: CHECKIN_TIMEOUT_MS * 2 },
        (answer) =>
          isObject(answer) && typeof answer.id === 'number' && isObject(answer.checkin)
            ? onsiteResultFromWire(answer as unknown as OnsiteRegistrationResultWire)
            : undefined,
      ),
    async siteInfo() {
      const result = await call('/api/site-info');
      if (!result.ok) return result;
      const value = asObject<SiteInfo & { retentionUntil?: string }>(result.body);
      return value ? { ok: true, value } : { ok: false, code: 'internal_error', status: result.status };
    },
  };
}
