/**
 * The registrant list's calls: the list and the export (in the viewed edition), edit, delete,
 * resending the confirmation, and the totals kept after the retention purge.
 */
import type { Registrant, RegistrantMail, RegistrantTotals, Wire } from '@forum/shared';
import { fromWire, toWire } from '@forum/shared';
import { type AdminClient, type ApiResult, asArray, asObject, isObject, segment } from '../lib/apiClient';

// 100,000 registrants are about 30 MB of JSON: give a slow connection time to bring them.
const LIST_TIMEOUT_MS = 120_000;

export interface RegistrantsApi {
  listRegistrants(token: string, signal?: AbortSignal): Promise<ApiResult<Registrant[]>>;
  /** The rows to write to the workbook; the server records the reason. */
  exportRegistrants(token: string, reason: string, ids?: readonly number[]): Promise<ApiResult<Registrant[]>>;
  editRegistrant(token: string, id: number, patch: Record<string, unknown>): Promise<ApiResult<Registrant>>;
  deleteRegistrant(token: string, id: number): Promise<ApiResult<null>>;
  /** Queues the registrant's confirmation e-mail again (with a new manage link). */
  resendConfirmation(token: string, id: number): Promise<ApiResult<RegistrantMail>>;
  totals(token: string): Promise<ApiResult<RegistrantTotals | null>>;
}

const registrants = (body: unknown) =>
  asArray<Wire<Registrant>>(body)?.map((registrant) => fromWire(registrant) as Registrant);

export function createRegistrantsApi(client: AdminClient): RegistrantsApi {
  const { authed, inEdition } = client;
  return {
    listRegistrants: (token, signal) =>
      authed(
        inEdition('/api/user/list'),
        token,
        { timeoutMs: LIST_TIMEOUT_MS, ...(signal ? { signal } : {}) },
        (body) => registrants(body),
      ),
    exportRegistrants: (token, reason, ids) =>
      authed(
        inEdition('/api/user/export'),
        token,
        { method: 'POST', json: { reason, ...(ids ? { ids } : {}) }, timeoutMs: LIST_TIMEOUT_MS },
        (body) => registrants(body),
      ),
    editRegistrant: (token, registrantId, patch) =>
      authed(`/api/user/${segment(registrantId)}`, token, { method: 'PATCH', json: toWire(patch) }, (body) => {
        const registrant = asObject<Wire<Registrant>>(body);
        return registrant && (fromWire(registrant) as Registrant);
      }),
    deleteRegistrant: (token, registrantId) =>
      authed(`/api/user/${segment(registrantId)}`, token, { method: 'DELETE' }, () => null),
    resendConfirmation: (token, registrantId) =>
      authed(`/api/user/${segment(registrantId)}/resend-confirmation`, token, { method: 'POST' }, (body) =>
        isObject(body) && isObject(body.mail) ? (body.mail as unknown as RegistrantMail) : { state: 'queued' as const },
      ),
    totals: (token) =>
      authed(inEdition('/api/admin/totals'), token, {}, (body) =>
        isObject(body) ? ((body.totals ?? null) as RegistrantTotals | null) : undefined,
      ),
  };
}
