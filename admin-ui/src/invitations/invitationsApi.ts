/**
 * The Invitations screen's calls (managers): the list, an import (the file's bytes as the body, a
 * dry run first) and sending. An import's refusal is `422 {errors}`, outside the JSON client's
 * error shape, so the import is its own fetch.
 */
import type { ImportError, InvitationRow, Locale } from '@forum/shared';
import { type ApiFailure, createApiClient } from '@forum/shared/http';

export type InvitationsResult<T> = { ok: true; value: T } | ApiFailure;

export type ImportAnswer =
  { ok: true; created: number; updated: number } | { ok: false; errors: ImportError[] } | ApiFailure;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function createInvitationsApi(apiBase: string) {
  const call = createApiClient({ baseUrl: apiBase });
  async function json<T>(path: string, token: string, request: { method?: string; json?: unknown } = {}) {
    const result = await call(path, { token, ...request });
    return (result.ok ? { ok: true, value: result.body as T } : result) as InvitationsResult<T>;
  }
  return {
    list: (token: string) => json<InvitationRow[]>('/api/admin/invitations', token),
    send: (token: string, ids: readonly number[]) =>
      json<{ sent: number[]; skipped: number[] }>('/api/admin/invitations/send', token, {
        method: 'POST',
        json: { ids },
      }),
    async importFile(token: string, file: File, dryRun: boolean, locale: Locale): Promise<ImportAnswer> {
      const xlsx = file.name.toLowerCase().endsWith('.xlsx');
      try {
        const res = await fetch(`${apiBase}/api/admin/invitations/import?lang=${locale}${dryRun ? '&dryRun=1' : ''}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': xlsx ? XLSX_TYPE : 'text/csv' },
          body: await file.arrayBuffer(),
        });
        const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
        if (res.status === 200 && body)
          return { ok: true, created: Number(body.created ?? 0), updated: Number(body.updated ?? 0) };
        if (res.status === 422 && body && Array.isArray(body.errors))
          return { ok: false, errors: body.errors as ImportError[] };
        const error = (body?.error ?? {}) as { code?: string };
        return {
          ok: false,
          status: res.status,
          code:
            (error.code as ApiFailure['code'] | undefined) ?? (res.status === 401 ? 'unauthorized' : 'internal_error'),
        };
      } catch {
        return { ok: false, status: 0, code: 'network_error' };
      }
    },
  };
}

export type InvitationsApi = ReturnType<typeof createInvitationsApi>;
