/**
 * The approval screen's calls (managers): the policy, the registrants (the queue is the list's
 * pending ones) and the decision.
 */
import {
  type ApprovalDecision,
  type ApprovalPolicy,
  type ApprovalResult,
  type DeclineReason,
  type Registrant,
  fromWire,
} from '@forum/shared';
import { type ApiFailure, createApiClient } from '@forum/shared/http';

export type ApprovalApiResult<T> = { ok: true; value: T } | ApiFailure;

export function createApprovalApi(apiBase: string) {
  const call = createApiClient({ baseUrl: apiBase });
  async function json<T>(path: string, token: string, request: { method?: string; json?: unknown } = {}) {
    const result = await call(path, { token, ...request });
    return (result.ok ? { ok: true, value: result.body as T } : result) as ApprovalApiResult<T>;
  }
  return {
    policy: (token: string) => json<ApprovalPolicy>('/api/admin/approval', token),
    savePolicy: (token: string, policy: ApprovalPolicy) =>
      json<ApprovalPolicy>('/api/admin/approval', token, { method: 'PUT', json: policy }),
    async registrants(token: string): Promise<ApprovalApiResult<Registrant[]>> {
      const result = await json<unknown[]>('/api/user/list', token);
      return result.ok ? { ok: true, value: result.value.map((row) => fromWire(row as object) as Registrant) } : result;
    },
    decide: (token: string, ids: readonly number[], decision: ApprovalDecision, reason?: DeclineReason) =>
      json<ApprovalResult>('/api/admin/approvals', token, {
        method: 'POST',
        json: { ids, decision, ...(reason ? { reason } : {}) },
      }),
  };
}

export type ApprovalApi = ReturnType<typeof createApprovalApi>;
