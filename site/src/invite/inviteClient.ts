/**
 * The invitation link's calls: `GET /api/invitations/:token` (what the form is filled with, or the
 * state of an invitation declined or used) and
 * `POST /api/invitations/:token/decline`. Like the other clients it never throws.
 */
import { type InvitationLink, SESSION_CODES } from '@forum/shared';
import type { ApiFailure } from '@forum/shared/http';
import { callApi } from '../api/apiClient';

export type InviteResult<T> = { ok: true; value: T } | ApiFailure;

const path = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

/** The form's prefill while the invitation is open; once declined or used, its state and the name only. */
export async function fetchInvitation(token: string, signal?: AbortSignal): Promise<InviteResult<InvitationLink>> {
  const result = await callApi(path(token), signal ? { signal } : {});
  if (!result.ok) return result;
  const body = (typeof result.body === 'object' && result.body !== null ? result.body : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  if (body.state === 'declined' || body.state === 'registered')
    return { ok: true, value: { state: body.state, name: text('name') } };
  const sessions = Array.isArray(body.sessions) ? body.sessions : [];
  return {
    ok: true,
    value: {
      email: text('email'),
      name: text('name'),
      company: text('company'),
      locale: body.locale === 'ko' ? 'ko' : 'en',
      sessions: SESSION_CODES.filter((code) => sessions.includes(code)),
    },
  };
}

export async function declineInvitation(token: string): Promise<InviteResult<null>> {
  const result = await callApi(`${path(token)}/decline`, { method: 'POST' });
  return result.ok ? { ok: true, value: null } : result;
}
