/**
 * The managers' calls for the forum's editions: list, prepare next year from this one, read and
 * save a document, delete a draft, check it, a preview link, publish, the published edition's
 * versions and a version restored as a new draft. Calls whose answer carries sentences (problems,
 * changes) ask for them in the console's language (Accept-Language, as the API reads it). The
 * spreadsheet imports are in listImportApi.ts: their refusal is not the JSON error shape.
 */
import type { Locale } from '@forum/shared';
import { type AdminClient, type ApiResult, segment } from '../lib/apiClient';
import {
  type EditionCheck,
  type EditionDocument,
  type EditionListing,
  type EditionPreview,
  type EditionVersion,
  documentToSave,
  readCheck,
  readDocument,
  readListing,
  readPreview,
  readVersions,
} from './editionDocument';

export interface ForumApi {
  list(token: string): Promise<ApiResult<EditionListing[]>>;
  /** `201` with the new draft; null when the answer did not include it (it is then read with `open`). */
  prepare(token: string, from: number, year: number, locale: Locale): Promise<ApiResult<EditionDocument | null>>;
  open(token: string, year: number): Promise<ApiResult<EditionDocument>>;
  save(token: string, document: EditionDocument, locale: Locale): Promise<ApiResult<true>>;
  remove(token: string, year: number): Promise<ApiResult<true>>;
  check(token: string, year: number, locale: Locale): Promise<ApiResult<EditionCheck>>;
  preview(token: string, year: number, locale: Locale): Promise<ApiResult<EditionPreview>>;
  publish(token: string, year: number, confirm: number, locale: Locale): Promise<ApiResult<true>>;
  /** Newest first; each version's changes in `locale`. */
  versions(token: string, year: number, locale: Locale): Promise<ApiResult<EditionVersion[]>>;
  /** `201` with the draft of `into` copied from that version; null as for `prepare`. */
  restore(
    token: string,
    year: number,
    version: number,
    into: number,
    locale: Locale,
  ): Promise<ApiResult<EditionDocument | null>>;
}

const edition = (year: number, action = '') => `/api/admin/editions/${segment(year)}${action}`;
const done = () => true as const;

export function createForumApi({ authed }: AdminClient): ForumApi {
  return {
    list: (token) => authed('/api/admin/editions', token, {}, readListing),
    prepare: (token, from, year, language) =>
      authed('/api/admin/editions', token, { method: 'POST', json: { from, year }, language }, (body) =>
        body === undefined ? null : readDocument(body),
      ),
    open: (token, year) => authed(edition(year), token, {}, readDocument),
    save: (token, document, language) =>
      authed(edition(document.year), token, { method: 'PUT', json: documentToSave(document), language }, done),
    remove: (token, year) => authed(edition(year), token, { method: 'DELETE' }, done),
    check: (token, year, language) => authed(edition(year, '/check'), token, { language }, readCheck),
    preview: (token, year, language) =>
      authed(edition(year, '/preview'), token, { method: 'POST', language }, readPreview),
    publish: (token, year, confirm, language) =>
      authed(edition(year, '/publish'), token, { method: 'POST', json: { confirm }, language }, done),
    versions: (token, year, language) => authed(edition(year, '/versions'), token, { language }, readVersions),
    restore: (token, year, version, into, language) =>
      authed(
        edition(year, `/versions/${segment(version)}/restore`),
        token,
        { method: 'POST', json: { year: into }, language },
        (body) => (body === undefined ? null : readDocument(body)),
      ),
  };
}
