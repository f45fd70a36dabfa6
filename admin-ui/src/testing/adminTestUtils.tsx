/** Fakes for the admin component tests: an in-memory platform and a scripted API behind fetch. */
import { within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import {
  type Locale,
  PUBLIC_SESSIONS,
  REGISTRANT_FIELDS,
  REGISTRANT_FIELD_WORDS,
  type Registrant,
  type RegistrantField,
  SESSIONS,
  type SessionInfo,
  toWire,
} from '@forum/shared';
import { makeRegistrant } from '@forum/shared/testing';
import { AdminApp } from '../app/AdminApp';
import { useAdminLocale } from '../lib/locale';
import type { AdminPlatform, AdminStorage, SaveWorkbookResult } from '../lib/platform';

/**
 * The current edition's sessions the fixtures name (tests take them from the edition file, so they
 * pass after a rollover): its last public session (2025: day23, Middle East) and one by its code.
 */
export const LAST_PUBLIC_SESSION = PUBLIC_SESSIONS[PUBLIC_SESSIONS.length - 1]!;
export function sessionOf(code: string): SessionInfo {
  const session = SESSIONS.find((candidate) => candidate.code === code);
  if (!session) throw new Error(`no session ${code} in the current edition`);
  return session;
}

export function memoryStorage(initial: Record<string, string> = {}): AdminStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
  };
}

export function fakePlatform(storage = memoryStorage()) {
  const saved: { bytes: Uint8Array; fileName: string }[] = [];
  const platform: AdminPlatform & { storage: ReturnType<typeof memoryStorage> } = {
    apiBase: '',
    storage,
    saveWorkbook: vi.fn(async (bytes: Uint8Array, fileName: string): Promise<SaveWorkbookResult> => {
      saved.push({ bytes, fileName });
      return {};
    }),
  };
  return { platform, saved };
}

export type Route = (request: {
  method: string;
  path: string;
  /** The query (`?dryRun=1`), or empty. */
  search: string;
  headers: Headers;
  /** A JSON body, parsed. */
  body: unknown;
  /** The body as sent, when it is not JSON text (a file's bytes). */
  raw?: BodyInit | null;
}) => Response | Promise<Response>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

export const apiError = (status: number, code: string, headers: Record<string, string> = {}) =>
  json(status, { error: { code, message: code } }, headers);

/** What GET /api/admin/session answers unless a test's route says otherwise: a manager, 30 idle minutes. */
export function sessionInfo(
  overrides: { role?: 'manager' | 'staff'; idleMinutes?: number; otpEnrolment?: boolean } = {},
) {
  return {
    account: { id: 1, email: 'admin@forum.test', role: overrides.role ?? 'manager' },
    expiresAt: new Date(Date.now() + 6 * 3_600_000).toISOString(),
    idleExpiresAt: new Date(Date.now() + (overrides.idleMinutes ?? 30) * 60_000).toISOString(),
    idleMinutes: overrides.idleMinutes ?? 30,
    otpEnrolment: overrides.otpEnrolment ?? false,
  };
}

/**
 * Replaces fetch with `route`; returns the calls made, for assertions. A route that does not know
 * GET /api/admin/session (answers 404) gets the default manager's session from `sessionInfo()`.
 */
export function stubApi(route: Route) {
  const calls: { method: string; path: string; authorization: string | null; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://admin.test');
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname + url.search, authorization: headers.get('Authorization'), body });
    const raw = typeof init.body === 'string' ? undefined : init.body;
    const response = await route({ method, path: url.pathname, search: url.search, headers, body, raw });
    if (method === 'GET' && url.pathname === '/api/admin/session' && response.status === 404)
      return json(200, sessionInfo());
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A session stored as the page stores it, expiring `inMs` from now. */
export function storedSession(token = 'stored-token-0123456789', inMs = 60 * 60 * 1000) {
  return JSON.stringify({ token, expiresAt: new Date(Date.now() + inMs).toISOString() });
}

/** Registrants as `GET /api/user/list` sends them: under the wire's names (`biztype`, `attendext`). */
export const listed = (registrants: readonly Registrant[]) => registrants.map((registrant) => toWire(registrant));

/** The list tests' baseline registrant: the shared builder with a phone, type and session of their own. */
export function registrant(overrides: Partial<Registrant> = {}): Registrant {
  return makeRegistrant({
    phone: '+82-10-1234-5678',
    businessType: 1,
    sessions: ['day11'],
    createdAt: '2025-09-01T00:05:00.000Z',
    ...overrides,
  });
}

/** The admin console as a host mounts it: the remembered language, owned outside AdminApp. */
export function AdminHost({ platform }: { platform: AdminPlatform }) {
  const [locale, setLocale] = useAdminLocale(platform.storage);
  return <AdminApp platform={platform} locale={locale} onLocaleChange={setLocale} />;
}

/** One registrant, one set of words: `container` has exactly one control per field, named by the field's word. */
// How they heard is one of the edition's choices, from a list.
const CHOICE_GROUPS: readonly RegistrantField[] = ['businessType', 'sessions', 'about'];

export function expectControlsNamedByTheWords(container: HTMLElement, locale: Locale) {
  const words = REGISTRANT_FIELD_WORDS[locale];
  for (const field of REGISTRANT_FIELDS) {
    // The edit dialog chooses the business type from a list; the walk-in form with radio buttons.
    const roles = CHOICE_GROUPS.includes(field) ? (['group', 'combobox'] as const) : (['textbox'] as const);
    const named = roles.flatMap((role) => within(container).queryAllByRole(role, { name: words[field] }));
    expect(named, `${field} in ${locale}`).toHaveLength(1);
  }
}
