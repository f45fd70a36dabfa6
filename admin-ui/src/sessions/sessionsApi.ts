/** The Sessions screen's calls: the figures (in the viewed edition), a capacity, a seat beyond it. */
import type { RegistrationStats, SessionCode, SessionSeatsSummary } from '@forum/shared';
import { type AdminClient, type ApiResult, asObject, segment } from '../lib/apiClient';

export interface SessionsApi {
  registrationStats(token: string): Promise<ApiResult<RegistrationStats>>;
  setSessionCapacity(
    token: string,
    code: SessionCode,
    capacity: number | null,
  ): Promise<ApiResult<SessionSeatsSummary>>;
  seatBeyondCapacity(token: string, code: SessionCode, registrantId: number): Promise<ApiResult<SessionSeatsSummary>>;
}

export function createSessionsApi({ authed, inEdition }: AdminClient): SessionsApi {
  return {
    registrationStats: (token) =>
      authed(inEdition('/api/admin/stats'), token, {}, (body) => asObject<RegistrationStats>(body)),
    setSessionCapacity: (token, code, capacity) =>
      authed(`/api/admin/sessions/${segment(code)}`, token, { method: 'PUT', json: { capacity } }, (body) =>
        asObject<SessionSeatsSummary>(body),
      ),
    seatBeyondCapacity: (token, code, registrantId) =>
      authed(`/api/admin/sessions/${segment(code)}/seat`, token, { method: 'POST', json: { registrantId } }, (body) =>
        asObject<SessionSeatsSummary>(body),
      ),
  };
}
