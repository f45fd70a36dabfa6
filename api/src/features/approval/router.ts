/**
 * Approval over HTTP (managers): `GET/PUT /api/admin/approval` (the policy) and
 * `POST /api/admin/approvals {ids, decision, reason?}`. The policy is per edition: `GET` takes
 * `?edition=YYYY`; the writes act on the current edition only.
 */
import type Router from '@koa/router';
import {
  APPROVAL_DECISIONS,
  APPROVAL_MODES,
  BUSINESS_TYPE_CODES,
  DECLINE_REASON_MAX,
  isBusinessTypeCode,
} from '@forum/shared';
import { z } from 'zod';
import { AppError } from '../../errors';
import { jsonBody, jsonBodyUpTo } from '../../middleware/jsonBody';
import { type RequireAdmin, adminOf } from '../../middleware/requireAdmin';
import { createRouter } from '../../router';
import { assertCurrentEditionQuery, editionFromQuery } from '../editions';
import type { ApprovalService } from './service';

const policySchema = z.object({
  mode: z.enum(APPROVAL_MODES, { error: 'invalid_choice' }),
  biztypes: z
    .array(z.number().int().refine(isBusinessTypeCode, { error: 'invalid_choice' }), { error: 'invalid_choice' })
    .max(BUSINESS_TYPE_CODES.length)
    .default([]),
});

const reasonText = z.string().trim().max(DECLINE_REASON_MAX, { error: 'too_long' }).optional();

/** The most ids one decision takes: the approval screen sends a whole queue at once. */
export const MAX_DECISION_IDS = 5_000;

/**
 * The decision's body limit, larger than the API's 16 KB: 5,000 ids of up to ten digits and a
 * comma (55,000 bytes) and two reasons of 500 characters escaped at worst as `\uXXXX` (6,000
 * bytes), with room for the keys. nginx allows the same on this one path (deploy/nginx).
 */
export const DECISION_BODY_LIMIT = '64kb';
const decisionBody = jsonBodyUpTo(DECISION_BODY_LIMIT);

const decisionSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: 'required' })
    .min(1, { error: 'required' })
    .max(MAX_DECISION_IDS, { error: 'too_long' }),
  decision: z.enum(APPROVAL_DECISIONS, { error: 'invalid_choice' }),
  reason: z.object({ en: reasonText, ko: reasonText }, { error: 'invalid_choice' }).optional(),
});

/** The first problem of each field, as `{"error": {"fields"}}` carries them. */
function fieldsOf(error: z.ZodError): Record<string, 'required' | 'invalid_choice' | 'too_long'> {
  const fields: Record<string, 'required' | 'invalid_choice' | 'too_long'> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
    const code = issue.message === 'too_long' || issue.message === 'required' ? issue.message : 'invalid_choice';
    fields[field] ??= code;
  }
  return fields;
}

export function approvalRouter(deps: { service: ApprovalService; requireAdmin: RequireAdmin }): Router {
  const { service, requireAdmin } = deps;
  const router = createRouter();
  const managers = requireAdmin({ roles: ['manager'] });

  router.get('/admin/approval', managers, async (ctx) => {
    ctx.body = await service.policy(editionFromQuery(ctx.query.edition));
  });

  router.put('/admin/approval', managers, jsonBody, async (ctx) => {
    assertCurrentEditionQuery(ctx.query.edition);
    const parsed = policySchema.safeParse(ctx.request.body);
    if (!parsed.success) throw new AppError('validation', { fields: fieldsOf(parsed.error) });
    ctx.body = await service.setPolicy(parsed.data);
  });

  router.post('/admin/approvals', managers, decisionBody, async (ctx) => {
    assertCurrentEditionQuery(ctx.query.edition);
    const parsed = decisionSchema.safeParse(ctx.request.body);
    if (!parsed.success) throw new AppError('validation', { fields: fieldsOf(parsed.error) });
    const { ids, decision, reason } = parsed.data;
    ctx.body = await service.decide(adminOf(ctx).actor, ids, decision, reason);
  });

  return router;
}
