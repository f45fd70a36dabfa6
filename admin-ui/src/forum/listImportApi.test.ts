/**
 * The import call's answers as the dialog reads them, against a stubbed upload: the file sent with
 * the type the server reads it by (its extension) and the console's language; 413 and 415 in the
 * import's own words rather than the generic ones (which speak of requests and JSON); a dead
 * network in the console's words; the current edition's problems apart from refused cells.
 */
import { describe, expect, it, vi } from 'vitest';
import type { AdminClient } from '../lib/apiClient';
import { importList } from './listImportApi';

function clientAnswering(answer: Awaited<ReturnType<AdminClient['upload']>>) {
  const upload = vi.fn<AdminClient['upload']>(async () => answer);
  return { client: { upload } as unknown as AdminClient, upload };
}

const sheet = new File(['x'], 'Companies.XLSX');

describe('importList', () => {
  it('sends the file with the type its extension names, a dry run to ?dryRun=1, in the console’s language', async () => {
    const { client, upload } = clientAnswering({ ok: true, status: 200, body: { imported: 3 } });
    expect(await importList(client, 'token', 2026, 'companies', sheet, true, 'ko')).toEqual({ ok: true, imported: 3 });
    expect(upload).toHaveBeenCalledWith('/api/admin/editions/2026/import/companies?dryRun=1', 'token', {
      bytes: expect.any(ArrayBuffer),
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      language: 'ko',
    });
  });

  it('says 413 and 415 in the import’s words, and a dead network in the console’s', async () => {
    const tooLarge = clientAnswering({ ok: true, status: 413, body: { error: { code: 'payload_too_large' } } });
    expect(await importList(tooLarge.client, 't', 2026, 'investors', sheet, false, 'en')).toMatchObject({
      ok: false,
      kind: 'failed',
      status: 413,
      message: 'The file is too large: an import takes at most 10 MB.',
    });
    // nginx's own 413 has no JSON body.
    const proxy = clientAnswering({ ok: true, status: 413, body: null });
    expect(await importList(proxy.client, 't', 2026, 'investors', sheet, false, 'ko')).toMatchObject({
      code: 'payload_too_large',
      message: '파일이 너무 큽니다. 10MB 이하의 파일만 가져올 수 있습니다.',
    });
    const unsupported = clientAnswering({ ok: true, status: 415, body: { error: { code: 'unsupported_media_type' } } });
    expect(await importList(unsupported.client, 't', 2026, 'speakers', sheet, false, 'en')).toMatchObject({
      message: 'Choose a .csv or .xlsx file.',
    });
    const offline = clientAnswering({ ok: false, status: 0, code: 'network_error' });
    expect(await importList(offline.client, 't', 2026, 'speakers', sheet, false, 'en')).toMatchObject({
      kind: 'failed',
      code: 'network_error',
    });
  });

  it('tells refused cells from the problems a new list would leave in the current edition', async () => {
    const rows = clientAnswering({
      ok: true,
      status: 422,
      body: { errors: [{ row: 2, column: 'website', code: 'required', message: 'This cell is empty.' }] },
    });
    expect(await importList(rows.client, 't', 2025, 'companies', sheet, false, 'en')).toEqual({
      ok: false,
      kind: 'rows',
      errors: [{ row: 2, column: 'website', code: 'required', message: 'This cell is empty.' }],
    });
    const problems = clientAnswering({
      ok: true,
      status: 422,
      body: { problems: [{ path: 'site.investors.items.0.src', code: 'required', message: 'A logo is missing.' }] },
    });
    expect(await importList(problems.client, 't', 2025, 'investors', sheet, false, 'en')).toEqual({
      ok: false,
      kind: 'problems',
      problems: [{ path: 'site.investors.items.0.src', code: 'required', message: 'A logo is missing.' }],
    });
  });
});
