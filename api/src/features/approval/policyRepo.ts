/** The approval policy's one row (Knex only); no row: the default, `off`. */
import { type ApprovalPolicy, DEFAULT_APPROVAL_POLICY, isApprovalMode } from '@forum/shared';
import type { Knex } from 'knex';

const POLICY_ROW = 1;

export function createPolicyRepo(db: Knex) {
  return {
    async read(): Promise<ApprovalPolicy> {
      const row = (await db('approval_policy').where({ id: POLICY_ROW }).first('mode', 'biztypes')) as
        { mode: string; biztypes: string } | undefined;
      if (!row || !isApprovalMode(row.mode)) return DEFAULT_APPROVAL_POLICY;
      const biztypes = row.biztypes
        .split(',')
        .filter((part) => part !== '')
        .map(Number);
      return { mode: row.mode, biztypes };
    },

    async write(policy: ApprovalPolicy, now: Date): Promise<void> {
      const row = { mode: policy.mode, biztypes: policy.biztypes.join(','), updated_at: now };
      const updated = await db('approval_policy').where({ id: POLICY_ROW }).update(row);
      if (updated === 0) await db('approval_policy').insert({ id: POLICY_ROW, ...row });
    },
  };
}
