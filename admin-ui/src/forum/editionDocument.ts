/**
 * What the Forum screen reads from `/api/admin/editions`: the editions with their states, one
 * edition's document (the edition's facts and words with its programme, its site's words and
 * pictures, and its read-only state),
 * the check (problems and what publishing changes) and a preview link. The readers accept a body
 * only when it has the shape the screen relies on; anything else is the client's internal_error.
 */
import { type Edition, type EditionProgramme, type EditionSite, siteOf } from '@forum/shared';
import type { ApiProblem } from '@forum/shared/http';
import { isObject } from '../lib/apiClient';

export type { ApiProblem } from '@forum/shared/http';

export const EDITION_STATES = ['draft', 'current', 'ended', 'purged'] as const;
export type EditionState = (typeof EDITION_STATES)[number];

/** One row of `GET /api/admin/editions`. */
export interface EditionListing {
  year: number;
  state: EditionState;
  current: boolean;
  registrants: number;
  retentionUntil: string;
  /** The forum's days, `YYYY-MM-DD`, first day first. */
  days: string[];
}

/** `GET /api/admin/editions/:year`: what `PUT` takes back, with the state the server keeps. */
export interface EditionDocument extends Edition {
  programme: EditionProgramme;
  site: EditionSite;
  state: EditionState;
}

/**
 * One thing publishing changes against the current edition (days, venue, a session added, renamed
 * or dropped, retention), as the organiser reads it; `path` points at the field when there is one.
 */
export interface EditionChange {
  kind: string;
  message: string;
  path?: string;
}

export interface EditionCheck {
  valid: boolean;
  problems: ApiProblem[];
  changes: EditionChange[];
}

export interface EditionPreview {
  url: string;
  expiresAt: string;
}

/**
 * One kept version of a published edition (`GET …/versions`, newest first): each publish and each
 * later save of it, with who saved it (null: the server itself, seeding the shipped edition) and
 * the sections it changed against the version before, in the organiser's language.
 */
export interface EditionVersion {
  version: number;
  savedAt: string;
  savedBy: string | null;
  changes: EditionChange[];
}

const isState = (value: unknown): value is EditionState =>
  typeof value === 'string' && (EDITION_STATES as readonly string[]).includes(value);

/** `days` as a list of dates, whether the server sends the edition's `{1, 2}` or an array. */
function readDays(value: unknown): string[] {
  const listed = Array.isArray(value)
    ? value
    : isObject(value)
      ? Object.keys(value)
          .sort()
          .map((key) => value[key])
      : [];
  return listed.filter((day): day is string => typeof day === 'string');
}

export function readListing(body: unknown): EditionListing[] | undefined {
  if (!Array.isArray(body)) return undefined;
  const rows: EditionListing[] = [];
  for (const row of body as unknown[]) {
    if (!isObject(row) || typeof row.year !== 'number' || !isState(row.state)) return undefined;
    rows.push({
      year: row.year,
      state: row.state,
      current: row.current === true,
      registrants: typeof row.registrants === 'number' ? row.registrants : 0,
      retentionUntil: typeof row.retentionUntil === 'string' ? row.retentionUntil : '',
      days: readDays(row.days),
    });
  }
  return rows.sort((a, b) => b.year - a.year);
}

export function readDocument(body: unknown): EditionDocument | undefined {
  if (!isObject(body) || typeof body.year !== 'number' || !isState(body.state)) return undefined;
  if (!Array.isArray(body.sessions) || !isObject(body.rooms) || !isObject(body.days)) return undefined;
  const programme = isObject(body.programme) ? body.programme : {};
  return {
    ...(body as unknown as Edition),
    state: body.state,
    programme: {
      1: Array.isArray(programme[1]) ? programme[1] : [],
      2: Array.isArray(programme[2]) ? programme[2] : [],
    } as EditionProgramme,
    // A document stored before the site's words were part of it: the shipped ones stand in, as the
    // API's validator assumes, so the form has them to show and the next save stores them.
    site: isObject(body.site) ? (body.site as unknown as EditionSite) : siteOf(body.year),
  };
}

function readChange(entry: unknown): EditionChange | null {
  if (typeof entry === 'string') return { kind: '', message: entry };
  if (!isObject(entry) || typeof entry.message !== 'string') return null;
  return {
    kind: typeof entry.kind === 'string' ? entry.kind : '',
    message: entry.message,
    ...(typeof entry.path === 'string' ? { path: entry.path } : {}),
  };
}

function readProblem(entry: unknown): ApiProblem | null {
  if (!isObject(entry) || typeof entry.path !== 'string' || typeof entry.message !== 'string') return null;
  return { path: entry.path, code: typeof entry.code === 'string' ? entry.code : '', message: entry.message };
}

export function readCheck(body: unknown): EditionCheck | undefined {
  if (!isObject(body) || typeof body.valid !== 'boolean') return undefined;
  const list = <T>(value: unknown, read: (entry: unknown) => T | null) =>
    Array.isArray(value) ? value.map(read).filter((entry): entry is T => entry !== null) : [];
  return { valid: body.valid, problems: list(body.problems, readProblem), changes: list(body.changes, readChange) };
}

export function readPreview(body: unknown): EditionPreview | undefined {
  if (!isObject(body) || typeof body.url !== 'string' || typeof body.expiresAt !== 'string') return undefined;
  return { url: body.url, expiresAt: body.expiresAt };
}

export function readVersions(body: unknown): EditionVersion[] | undefined {
  if (!Array.isArray(body)) return undefined;
  const versions: EditionVersion[] = [];
  for (const entry of body as unknown[]) {
    if (!isObject(entry) || typeof entry.version !== 'number' || typeof entry.savedAt !== 'string') return undefined;
    versions.push({
      version: entry.version,
      savedAt: entry.savedAt,
      savedBy: typeof entry.savedBy === 'string' && entry.savedBy !== '' ? entry.savedBy : null,
      changes: Array.isArray(entry.changes)
        ? entry.changes.map(readChange).filter((change): change is EditionChange => change !== null)
        : [],
    });
  }
  // Newest first whatever order arrived: the panel shows the latest few.
  return versions.sort((a, b) => b.version - a.version);
}

/** The document as `PUT` takes it: the state is the server's. */
export function documentToSave(document: EditionDocument): Omit<EditionDocument, 'state'> {
  const { state: _kept, ...rest } = document;
  return rest;
}
