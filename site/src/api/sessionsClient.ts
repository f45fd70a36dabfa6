/** `GET /api/sessions`: each session's seats, for the form's "Full - join the waiting list". Never throws. */
import type { SessionAvailability } from '@forum/shared';
import { callApi } from './apiClient';

function isAvailability(value: unknown): value is SessionAvailability {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';
}

/** The sessions' availability, or null when the server could not be asked (the form then shows none as full). */
export async function fetchSessionAvailability(signal?: AbortSignal): Promise<SessionAvailability[] | null> {
  const result = await callApi('/api/sessions', signal ? { signal } : {});
  if (!result.ok || !Array.isArray(result.body)) return null;
  return result.body.filter(isAvailability);
}
