/**
 * The badge calls: a batch for the list's filter (`POST /api/admin/badges`) and one badge at the
 * desk (`GET /api/checkin/badge/:code`). Both answer PDF bytes; like the other clients, never a
 * throw, and every answered call with the token counts as activity for the idle cut-off.
 */
import type { BadgeFilter, BadgeLayout, BadgeSort } from '@forum/shared';
import type { AdminClient, ApiResult } from '../lib/apiClient';

// 2,000 badges take a few seconds to draw; a slow venue connection then brings a few megabytes.
const BATCH_TIMEOUT_MS = 120_000;

export interface BadgeApi {
  batch(
    token: string,
    request: { filter: BadgeFilter; layout: BadgeLayout; sort: BadgeSort },
  ): Promise<ApiResult<Uint8Array>>;
  one(token: string, code: string, layout: BadgeLayout): Promise<ApiResult<Uint8Array>>;
}

export function createBadgeApi({ bytes, inEdition }: AdminClient): BadgeApi {
  const pdf = (path: string, token: string, json?: unknown) =>
    bytes(path, token, json !== undefined ? { method: 'POST', json, timeoutMs: BATCH_TIMEOUT_MS } : {});
  return {
    batch: (token, request) => pdf(inEdition('/api/admin/badges'), token, request),
    one: (token, code, layout) =>
      pdf(`/api/checkin/badge/${encodeURIComponent(code)}?layout=${encodeURIComponent(layout)}`, token),
  };
}
