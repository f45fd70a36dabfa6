/**
 * The approval policy's row per edition (Knex only; migration 019 gave the table its `edition`);
 * no row for an edition: the default, `off`. A new edition starts from the default, not from last
 * year's policy.
 */
import { type ApprovalPolicy, DEFAULT_APPROVAL_POLICY, isApprovalMode } from '@forum/shared';
import type { Knex } from 'knex';
import type { EditionScope } from '../../db/editionScope';

/** `scope`: the edition whose policy is written, and read by default. */
export function createPolicyRepo(db: Knex, scope: EditionScope) {
  return {
    /** The policy of `edition` (default: the scope's). */
    async read(edition: number = scope()): Promise<ApprovalPolicy> {
      const row = (await db('approval_policy').where({ edition }).orderBy('id').first('mode', 'biztypes')) as
        { mode: string; biztypes: string } | undefined;
      if (!row || !isApprovalMode(row.mode)) return DEFAULT_APPROVAL_POLICY;
      const biztypes = row.biztypes
        .split(',')
        .filter((part) => part !== '')
        .map(Number);
      return { mode: row.mode, biztypes };
    },

    /** The scope's policy (a past edition's is read-only). */
    async write(policy: ApprovalPolicy, now: Date): Promise<void> {
      const row = { mode: policy.mode, biztypes: policy.biztypes.join(','), updated_at: now };
      const updated = await db('approval_policy').where({ edition: scope() }).update(row);
      if (updated > 0) return;
      // The table's id is a plain key (one row per edition): the next free one, 1 on a new database.
      const [top] = (await db('approval_policy').max({ id: 'id' })) as Array<{ id: number | string | null }>;
      await db('approval_policy').insert({ id: Number(top?.id ?? 0) + 1, edition: scope(), ...row });
    },
  };
}
