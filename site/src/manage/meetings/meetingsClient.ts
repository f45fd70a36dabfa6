/** The meetings calls of the manage link (`/api/registration/:token/meetings...`); never throws. */
import type { MeetingDirectoryEntry, MeetingProfile, MyMeetings, ParticipantMeeting } from '@forum/shared';
import type { ApiFailure } from '@forum/shared/http';
import { callApi } from '../../api/apiClient';

export type MeetingsResult<T> = { ok: true; value: T } | ApiFailure;

const base = (token: string) => `/api/registration/${encodeURIComponent(token)}/meetings`;

async function call<T>(url: string, request: Parameters<typeof callApi>[1] = {}): Promise<MeetingsResult<T>> {
  const result = await callApi(url, request);
  return result.ok ? { ok: true, value: result.body as T } : result;
}

function isMyMeetings(body: unknown): body is MyMeetings {
  const value = body as Partial<MyMeetings> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    'profile' in value &&
    Array.isArray(value.sent) &&
    Array.isArray(value.received) &&
    Array.isArray(value.meetings)
  );
}

export const meetingsClient = {
  async mine(token: string): Promise<MeetingsResult<MyMeetings>> {
    const result = await call<unknown>(base(token));
    if (!result.ok) return result;
    return isMyMeetings(result.value)
      ? { ok: true, value: result.value }
      : { ok: false, code: 'internal_error', status: 200 };
  },
  saveProfile: (token: string, profile: Record<string, unknown>) =>
    call<MeetingProfile>(`${base(token)}/profile`, { method: 'PUT', json: profile }),
  leave: (token: string) => call<null>(`${base(token)}/profile`, { method: 'DELETE' }),
  directory: (token: string) => call<MeetingDirectoryEntry[]>(`${base(token)}/directory`),
  request: (token: string, profileId: number, note: string) =>
    call<{ id: number }>(`${base(token)}/requests`, { method: 'POST', json: { profileId, note } }),
  accept: (token: string, id: number) =>
    call<{ meeting: ParticipantMeeting }>(`${base(token)}/requests/${id}/accept`, { method: 'POST' }),
  decline: (token: string, id: number) => call<object>(`${base(token)}/requests/${id}/decline`, { method: 'POST' }),
  cancel: (token: string, meetingId: number) => call<null>(`${base(token)}/${meetingId}`, { method: 'DELETE' }),
};
