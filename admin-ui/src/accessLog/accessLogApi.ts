/** The access log's calls (managers): a page of entries, the export, and the monthly reviews. */
import type { AccessLogEntry, AccessLogPage, AccessLogReview } from '@forum/shared';
import { type AdminClient, type ApiResult, asArray, asObject, isObject } from '../lib/apiClient';

// A year of entries is a few megabytes: give a slow connection time to bring them.
const EXPORT_TIMEOUT_MS = 120_000;

export interface AccessLogQuery {
  from?: string;
  to?: string;
  account?: string;
  action?: string;
  cursor?: string;
  limit?: number;
}

export interface AccessLogApi {
  accessLog(token: string, query: AccessLogQuery): Promise<ApiResult<AccessLogPage>>;
  accessLogExport(token: string, query: AccessLogQuery): Promise<ApiResult<AccessLogEntry[]>>;
  reviews(token: string): Promise<ApiResult<AccessLogReview[]>>;
  markReviewed(token: string, month: string, note: string): Promise<ApiResult<AccessLogReview>>;
}

function queryString(query: AccessLogQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createAccessLogApi({ authed }: AdminClient): AccessLogApi {
  return {
    accessLog: (token, query) =>
      authed(`/api/admin/access-log${queryString(query)}`, token, {}, (body) => asObject<AccessLogPage>(body)),
    accessLogExport: (token, query) =>
      authed(`/api/admin/access-log/export${queryString(query)}`, token, { timeoutMs: EXPORT_TIMEOUT_MS }, (body) =>
        isObject(body) && Array.isArray(body.entries) ? (body.entries as AccessLogEntry[]) : undefined,
      ),
    reviews: (token) => authed('/api/admin/access-log/reviews', token, {}, (body) => asArray<AccessLogReview>(body)),
    markReviewed: (token, month, note) =>
      authed('/api/admin/access-log/reviews', token, { method: 'POST', json: { month, note } }, (body) =>
        asObject<AccessLogReview>(body),
      ),
  };
}
