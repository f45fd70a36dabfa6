/**
 * The approval screen's calls (managers): the policy, the registrants (the queue is the list's
 * pending ones; the viewed edition's) and the decision. On the console's one client.
 */
import {
  type ApprovalDecision,
  type ApprovalPolicy,
  type ApprovalResult,
  type DeclineReason,
  type Registrant,
  fromWire,
} from '@forum/shared';
import { type AdminClient, type ApiResult, asObject } from '../lib/apiClient';

export type ApprovalApiResult<T> = ApiResult<T>;

export function createApprovalApi({ authed, inEdition }: AdminClient) {
  return {
    policy: (token: string) =>
      authed(inEdition('/api/admin/approval'), token, {}, (body) => asObject<ApprovalPolicy>(body)),
    savePolicy: (token: string, policy: ApprovalPolicy) =>
      authed('/api/admin/approval', token, { method: 'PUT', json: policy }, (body) => asObject<ApprovalPolicy>(body)),
    registrants: (token: string): Promise<ApprovalApiResult<Registrant[]>> =>
      authed(inEdition('/api/user/list'), token, {}, (body) =>
        Array.isArray(body) ? body.map((row) => fromWire(row as object) as Registrant) : undefined,
      ),
    decide: (token: string, ids: readonly number[], decision: ApprovalDecision, reason?: DeclineReason) =>
      authed(
        '/api/admin/approvals',
        token,
        { method: 'POST', json: { ids, decision, ...(reason ? { reason } : {}) } },
        (body) => asObject<ApprovalResult>(body),
      ),
  };
}

export type ApprovalApi = ReturnType<typeof createApprovalApi>;
