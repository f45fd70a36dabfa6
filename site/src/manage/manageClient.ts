/**
 * The manage page's calls: `GET`, `PATCH`, `DELETE /api/registration/:token` and
 * `POST /api/registration/resend`. Like the other clients it never throws; every outcome is a result.
 */
import { type ManagedRegistrant, type SessionCode, fieldKeysFromWire, fromWire, toWire } from '@forum/shared';
import type { ApiFailure } from '@forum/shared/http';
import { callApi } from '../api/apiClient';

export type ManageResult<T> = { ok: true; value: T } | ApiFailure;

const path = (token: string) => `/api/registration/${encodeURIComponent(token)}`;

function asRegistrant(body: unknown): ManagedRegistrant | null {
  return typeof body === 'object' && body !== null && typeof (body as { id?: unknown }).id === 'number'
    ? (fromWire(body) as ManagedRegistrant)
    : null;
}

async function registrantCall(
  url: string,
  request: Parameters<typeof callApi>[1],
): Promise<ManageResult<ManagedRegistrant>> {
  const result = await callApi(url, request);
  if (!result.ok) return result.fields ? { ...result, fields: fieldKeysFromWire(result.fields) } : result;
  const registrant = asRegistrant(result.body);
  return registrant ? { ok: true, value: registrant } : { ok: false, code: 'internal_error', status: result.status };
}

export function fetchRegistration(token: string, signal?: AbortSignal): Promise<ManageResult<ManagedRegistrant>> {
  return registrantCall(path(token), signal ? { signal } : {});
}

export function changeRegistration(
  token: string,
  change: Record<string, unknown>,
): Promise<ManageResult<ManagedRegistrant>> {
  return registrantCall(path(token), { method: 'PATCH', json: toWire(change) });
}

export async function cancelRegistration(token: string): Promise<ManageResult<null>> {
  const result = await callApi(path(token), { method: 'DELETE' });
  return result.ok ? { ok: true, value: null } : result;
}

export async function requestLinkAgain(email: string): Promise<ManageResult<null>> {
  const result = await callApi('/api/registration/resend', { method: 'POST', json: { email } });
  return result.ok ? { ok: true, value: null } : result;
}

/** `POST /api/registration/:token/claim {session}`: takes the seat offered from the waiting list. */
export function claimSeat(token: string, session: SessionCode): Promise<ManageResult<ManagedRegistrant>> {
  return registrantCall(`${path(token)}/claim`, { method: 'POST', json: { session } });
}

/**
 * `POST /api/registration/:token/rejoin {session}` after an offer ran out (answer `{waiting: n}`),
 * then the registration as it now stands.
 */
export async function rejoinWaitingList(token: string, session: SessionCode): Promise<ManageResult<ManagedRegistrant>> {
  const result = await callApi(`${path(token)}/rejoin`, { method: 'POST', json: { session } });
  if (!result.ok) return result;
  return fetchRegistration(token);
}

/** Leaves a session's waiting list: the same change as dropping the session on the change form. */
export function leaveWaitingList(
  token: string,
  registrant: ManagedRegistrant,
  session: SessionCode,
): Promise<ManageResult<ManagedRegistrant>> {
  const { company, name, title, phone, businessType, attend, about } = registrant;
  const sessions = registrant.sessions.filter((code) => code !== session);
  return changeRegistration(token, { company, name, title, phone, businessType, attend, sessions, about });
}
