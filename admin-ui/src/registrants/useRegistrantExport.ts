/**
 * Export with a reason: the Export button asks why (ExportReasonDialog), the server answers the rows
 * to write and records the reason (POST /api/user/export), and the workbook is built here and
 * written locally by the platform, in the order and with the rows the list shows.
 */
import { useState } from 'react';
import type { ApiErrorCode, Locale, Registrant, SessionInfo } from '@forum/shared';
import type { RegistrantsApi } from './registrantsApi';
import { exportFileName } from './exportFileName';
import type { ListFeedback } from './listFeedback';
import { type AdminPlatform, saveFailed, wasCancelled } from '../lib/platform';
import { type ListedRegistrant, type RegistrantFilter, isFiltered } from './registrantQuery';

/** Up to this many rows shown under a filter are named to the server (and in the log). */
const MAX_NAMED_ROWS = 1000;

/** Lets the browser paint the busy state before the export blocks the main thread. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export function useRegistrantExport(deps: {
  api: RegistrantsApi;
  platform: AdminPlatform;
  token: string;
  locale: Locale;
  /** A past edition's sessions: its export has that year's session columns (absent: the current edition's). */
  sessions?: readonly SessionInfo[] | undefined;
  onFeedback: (feedback: ListFeedback | null) => void;
  onUnauthorized: (code: ApiErrorCode) => void;
}) {
  const { api, platform, token, locale, sessions, onFeedback, onUnauthorized } = deps;
  const [asking, setAsking] = useState(false);
  const [exporting, setExporting] = useState(false);

  /**
   * `shown`: the rows as the list shows them, each with its place in the full list (its No.);
   * `filter`: what the list shows; a part of the list gets a file name saying which part.
   */
  async function exportRows(reason: string, shown: readonly ListedRegistrant[], filter: RegistrantFilter) {
    const filtered = isFiltered(filter);
    setExporting(true);
    onFeedback(null);
    try {
      const named = filtered && shown.length <= MAX_NAMED_ROWS ? shown.map((row) => row.registrant.id) : undefined;
      const answer = await api.exportRegistrants(token, reason, named);
      if (!answer.ok) {
        setAsking(false);
        if (answer.status === 401) return onUnauthorized(answer.code);
        return onFeedback({ kind: 'exportRefused', code: answer.code });
      }
      setAsking(false);
      // The server's copy of each row shown, in the list's order; rows deleted meanwhile drop out.
      const byId = new Map(answer.value.map((registrant) => [registrant.id, registrant]));
      const rows = shown
        .map((row) => byId.get(row.registrant.id))
        .filter((registrant): registrant is Registrant => registrant !== undefined);
      // No. as the list shows it: the place in the full list, not in the part exported.
      const numbers = new Map(shown.map((row) => [row.registrant.id, row.order + 1]));
      const { buildRegistrationExport } = await import('./exportWorkbook');
      await nextPaint();
      const built = sessions
        ? buildRegistrationExport(rows, locale, numbers, sessions)
        : buildRegistrationExport(rows, locale, numbers);
      const { bytes } = built;
      const fileName = exportFileName(built.fileName, filter);
      const result = await platform.saveWorkbook(bytes, fileName);
      if (wasCancelled(result)) onFeedback({ kind: 'exportCancelled' });
      else if (saveFailed(result)) onFeedback({ kind: 'exportFailed', message: result.message });
      else
        onFeedback({
          kind: 'exported',
          count: rows.length,
          fileName,
          ...(result.savedPath ? { savedPath: result.savedPath } : {}),
        });
    } catch {
      onFeedback({ kind: 'exportFailed' });
    } finally {
      setAsking(false);
      setExporting(false);
    }
  }

  return {
    asking,
    exporting,
    ask: () => setAsking(true),
    cancel: () => setAsking(false),
    exportRows,
  };
}
