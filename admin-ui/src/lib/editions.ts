/** The editions the console can show (`GET /api/admin/editions`), for the shell's switcher. */
import { type AdminClient, type ApiResult, asArray } from './apiClient';

export interface EditionSummary {
  year: number;
  current: boolean;
  registrants: number;
  retentionUntil: string;
}

export function fetchEditions({ authed }: AdminClient, token: string): Promise<ApiResult<EditionSummary[]>> {
  return authed('/api/admin/editions', token, {}, (body) =>
    // A draft is not an edition the console can switch to: it has no records yet.
    asArray<EditionSummary & { state?: string }>(body)?.filter(
      (row) => typeof row?.year === 'number' && row.state !== 'draft',
    ),
  );
}
