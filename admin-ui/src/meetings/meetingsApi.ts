/**
 * The Meetings screen's calls (managers): the grid's data (the viewed edition's), the slot
 * settings, moving and cancelling a meeting, and a participant's agenda PDF. On the console's one
 * client (lib/apiClient.ts).
 */
import type { AdminMeeting, AdminMeetings, MeetingSlots } from '@forum/shared';
import { type AdminClient, type ApiResult, segment } from '../lib/apiClient';

export type MeetingsResult<T> = ApiResult<T>;

/** The person's meetings, as the desk's person card shows them. */
export interface DeskMeeting {
  day: number;
  start: string;
  end: string;
  table: number;
  with: string;
}

export function createMeetingsApi(client: AdminClient) {
  const { authed, bytes, inEdition } = client;
  const json = <T>(path: string, token: string, request: { method?: string; json?: unknown } = {}) =>
    authed(path, token, request, (body) => (request.method === 'DELETE' ? null : body) as T);
  return {
    list: (token: string) => json<AdminMeetings>(inEdition('/api/admin/meetings'), token),
    saveSlots: (token: string, slots: MeetingSlots) =>
      json<MeetingSlots>('/api/admin/meetings/slots', token, { method: 'PUT', json: slots }),
    move: (token: string, id: number, to: { day: number; start: string; table: number }) =>
      json<AdminMeeting>(`/api/admin/meetings/${segment(id)}`, token, { method: 'PATCH', json: to }),
    cancel: (token: string, id: number) =>
      json<null>(`/api/admin/meetings/${segment(id)}`, token, { method: 'DELETE' }),
    agendaPdf: (token: string, registrantId: number) =>
      bytes(`/api/admin/meetings/agenda/${segment(registrantId)}`, token),
    forRegistrant: (token: string, registrantId: number) =>
      authed(`/api/admin/meetings/registrant/${segment(registrantId)}`, token, {}, (body) =>
        Array.isArray(body) ? (body as DeskMeeting[]) : undefined,
      ),
  };
}

export type MeetingsApi = ReturnType<typeof createMeetingsApi>;
