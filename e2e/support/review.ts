/**
 * Registrations under review in the browser tests: the approval policy reviews business type 4
 * (no other spec registers one), so a spec that needs someone pending or declined registers them
 * with that type, and nothing else anyone registers meanwhile waits for a manager. Every spec
 * sets the same policy, so specs running at once never undo each other's.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import type { DeclineReason, Locale } from '@forum/shared';
import { adminToken } from './adminApi';

export const REVIEWED_BUSINESS_TYPE = 4;

async function auth(request: APIRequestContext) {
  return { Authorization: `Bearer ${await adminToken(request)}` };
}

export async function reviewBusinessType(request: APIRequestContext): Promise<void> {
  const res = await request.put('/api/admin/approval', {
    headers: await auth(request),
    data: { mode: 'biztypes', biztypes: [REVIEWED_BUSINESS_TYPE] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Registers `data` (the wire's registration body, business type aside) for review; answers its id. */
export async function registerForReview(
  request: APIRequestContext,
  data: Record<string, unknown>,
  locale: Locale,
): Promise<number> {
  await reviewBusinessType(request);
  const res = await request.post('/api/user', {
    data: { attend: '', consent: true, ...data, biztype: REVIEWED_BUSINESS_TYPE, locale },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { id: number; status: string };
  expect(body.status).toBe('pending');
  return body.id;
}

export async function decline(request: APIRequestContext, ids: number[], reason?: DeclineReason): Promise<void> {
  const res = await request.post('/api/admin/approvals', {
    headers: await auth(request),
    data: { ids, decision: 'decline', ...(reason ? { reason } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A decline's reason in both languages, long enough to test the layouts. */
export const AUDIT_REASON: DeclineReason = {
  en: 'This year the hall holds fewer guests than registered, and we give the places to investors first. We hope to see you next year.',
  ko: '올해는 행사장 수용 인원이 등록 인원보다 적어 투자자께 먼저 좌석을 배정했습니다. 내년에 뵙기를 바랍니다.',
};
