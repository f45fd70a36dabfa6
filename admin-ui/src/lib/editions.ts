/** The editions the console can show (`GET /api/admin/editions`), for the shell's switcher. */
import { type EditionFiles, editionFilesOf, parseEditionDocument, setEditions } from '@forum/shared';
import { type AdminClient, type ApiResult, asArray } from './apiClient';

export interface EditionSummary {
  year: number;
  current: boolean;
  registrants: number;
  retentionUntil: string;
  /** The edition as the server holds it (absent from an older server, or when it fails the schema). */
  files?: EditionFiles;
}

/** A listed edition's document as the shared editions take it; null unless it passes the schema. */
function filesOf(document: unknown): EditionFiles | null {
  const parsed = parseEditionDocument(document);
  return parsed ? editionFilesOf(parsed) : null;
}

export function fetchEditions({ authed }: AdminClient, token: string): Promise<ApiResult<EditionSummary[]>> {
  return authed('/api/admin/editions', token, {}, (body) =>
    // A draft is not an edition the console can switch to: it has no records yet.
    asArray<EditionSummary & { state?: string; document?: unknown }>(body)
      ?.filter((row) => typeof row?.year === 'number' && row.state !== 'draft')
      .map(({ document, ...row }) => {
        const files = filesOf(document);
        return files ? { ...row, files } : row;
      }),
  );
}

/**
 * Makes the listed editions the shared ones (editionOf, EDITION): an edition prepared and
 * published after this console was built then shows its own name, days and sessions. A list
 * without every edition's document (an older server) leaves the console's own; false then.
 */
export function adoptEditions(list: readonly EditionSummary[]): boolean {
  const current = list.find((row) => row.current);
  const files = list.map((row) => row.files);
  if (!current || !files.every((file): file is EditionFiles => file !== undefined)) return false;
  setEditions(files, current.year);
  return true;
}
