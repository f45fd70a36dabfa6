/** The composer's `datetime-local` fields hold Korea time; the API takes and gives ISO instants. */
import { KOREA_OFFSET_MS } from '@forum/shared';

/** `2025-09-21T10:00` typed as Korea time, as an ISO instant. */
export function koreaInstant(local: string): string | undefined {
  return local ? new Date(`${local}:00+09:00`).toISOString() : undefined;
}

/** An ISO instant as the `datetime-local` field's Korea time. */
export function koreaLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + KOREA_OFFSET_MS).toISOString().slice(0, 16);
}
