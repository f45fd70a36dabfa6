/**
 * The Invitations screen's calls (managers): the list (the viewed edition's), an import (the file's
 * bytes as the body, a dry run first), sending and removing an invitee at their request. An import's refusal is `422 {errors}`, outside
 * the JSON error shape, so the import reads its answer itself. On the console's one client.
 */
import {
  CSV_ENCODINGS,
  type CsvEncoding,
  type ImportError,
  type InvitationRow,
  type Locale,
  isApiErrorCode,
} from '@forum/shared';
import { type AdminClient, type ApiFailure, type ApiResult, asArray, asObject } from '../lib/apiClient';

export type InvitationsResult<T> = ApiResult<T>;

export type ImportAnswer =
  | { ok: true; created: number; updated: number; suppressed: number; encoding: CsvEncoding | null }
  | { ok: false; errors: ImportError[] }
  | ApiFailure;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function createInvitationsApi({ authed, upload, inEdition }: AdminClient) {
  return {
    list: (token: string) =>
      authed(inEdition('/api/admin/invitations'), token, {}, (body) => asArray<InvitationRow>(body)),
    send: (token: string, ids: readonly number[]) =>
      authed('/api/admin/invitations/send', token, { method: 'POST', json: { ids } }, (body) =>
        asObject<{ sent: number[]; skipped: number[] }>(body),
      ),
    remove: (token: string, id: number) =>
      authed(`/api/admin/invitations/${id}`, token, { method: 'DELETE' }, (body) =>
        asObject<{ deleted: boolean }>(body),
      ),
    async importFile(token: string, file: File, dryRun: boolean, locale: Locale): Promise<ImportAnswer> {
      const xlsx = file.name.toLowerCase().endsWith('.xlsx');
      const answer = await upload(`/api/admin/invitations/import?lang=${locale}${dryRun ? '&dryRun=1' : ''}`, token, {
        bytes: await file.arrayBuffer(),
        type: xlsx ? XLSX_TYPE : 'text/csv',
      });
      if (!answer.ok) return answer;
      const { status, body } = answer;
      if (status === 200 && body)
        return {
          ok: true,
          created: Number(body.created ?? 0),
          updated: Number(body.updated ?? 0),
          suppressed: Number(body.suppressed ?? 0),
          encoding: CSV_ENCODINGS.find((known) => known === body.encoding) ?? null,
        };
      if (status === 422 && body && Array.isArray(body.errors))
        return { ok: false, errors: body.errors as ImportError[] };
      const code = asObject<{ code?: unknown }>(body?.error)?.code;
      return {
        ok: false,
        status,
        code: isApiErrorCode(code) ? code : status === 401 ? 'unauthorized' : 'internal_error',
      };
    },
  };
}

export type InvitationsApi = ReturnType<typeof createInvitationsApi>;
