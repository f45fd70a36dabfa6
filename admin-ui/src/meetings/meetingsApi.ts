/**
 * The Meetings screen's calls (managers): the grid's data, the slot settings, moving and cancelling
 * a meeting, and a participant's agenda PDF (raw bytes, so outside the JSON client).
 */
import type { AdminMeeting, AdminMeetings, MeetingSlots } from '@forum/shared';
import { type ApiFailure, createApiClient } from '@forum/shared/http';

export type MeetingsResult<T> = { ok: true; value: T } | ApiFailure;

export function createMeetingsApi(apiBase: string) {
  const call = createApiClient({ baseUrl: apiBase });
  async function json<T>(path: string, token: string, request: { method?: string; json?: unknown } = {}) {
    const result = await call(path, { token, ...request });
    return (result.ok ? { ok: true, value: result.body as T } : result) as MeetingsResult<T>;
  }
  return {
    list: (token: string) => json<AdminMeetings>('/api/admin/meetings', token),
    saveSlots: (token: string, slots: MeetingSlots) =>
      json<MeetingSlots>('/api/admin/meetings/slots', token, { method: 'PUT', json: slots }),
    move: (token: string, id: number, to: { day: number; start: string; table: number }) =>
      json<AdminMeeting>(`/api/admin/meetings/${id}`, token, { method: 'PATCH', json: to }),
    cancel: (token: string, id: number) => json<null>(`/api/admin/meetings/${id}`, token, { method: 'DELETE' }),
    async agendaPdf(token: string, registrantId: number): Promise<MeetingsResult<Uint8Array>> {
      try {
        const res = await fetch(`${apiBase}/api/admin/meetings/agenda/${registrantId}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        if (!res.ok)
          return { ok: false, code: res.status === 401 ? 'unauthorized' : 'internal_error', status: res.status };
        return { ok: true, value: new Uint8Array(await res.arrayBuffer()) };
      } catch {
        return { ok: false, code: 'network_error', status: 0 };
      }
    },
  };
}

export type MeetingsApi = ReturnType<typeof createMeetingsApi>;
