/**
 * The public site's address, the organisers' contact details and the retention date, read from the environment in one
 * place: the API's configuration, the site's Vite config (build-time constants) and the prerender
 * script all call `readSiteSettings`, so a value can never mean different things in two of them.
 * Plain TypeScript with no dependencies but the edition file's data, because Vite's config loader bundles it.
 */

import { EDITION, onEditionChange } from './edition/edition.ts';

/** Used when CONTACT_EMAIL / CONTACT_PHONE are not set: the edition file's contact. */
export let DEFAULT_CONTACT: { readonly email: string; readonly phone: string } = EDITION.contact;
export const DEFAULT_SITE_URL = 'http://localhost:3000';
/**
 * The current edition file's retention date, the one its consent notice promises. RETENTION_UNTIL,
 * when set, must repeat it (readSiteSettings refuses another date); a past edition keeps its own
 * file's date.
 */
export let DEFAULT_RETENTION_UNTIL = EDITION.retentionUntil;
onEditionChange(() => {
  DEFAULT_CONTACT = EDITION.contact;
  DEFAULT_RETENTION_UNTIL = EDITION.retentionUntil;
});

export interface SiteSettings {
  /** Absolute http(s) URL without a trailing slash. */
  siteUrl: string;
  contactEmail: string;
  contactPhone: string;
  /**
   * `YYYY-MM-DD`: the consent notice promises that personal data is kept until the end of this day
   * (Korea time) and then destroyed; manage links expire and the purge runs from the next day.
   */
  retentionUntil: string;
}

export type SettingsEnv = Readonly<Record<string, string | undefined>>;

export class SiteSettingsError extends Error {
  override name = 'SiteSettingsError';
  constructor(
    readonly variable: string,
    readonly problem: string,
  ) {
    super(`${variable}: ${problem}`);
  }
}

/** An unset or blank variable means its default. */
function value(env: SettingsEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

export function parseSiteUrl(raw: string | undefined): string {
  const candidate = raw ?? DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw new SiteSettingsError('SITE_URL', 'must be an absolute URL, e.g. https://forum.example.com');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SiteSettingsError('SITE_URL', 'must start with https:// (or http:// for a local test)');
  }
  return candidate.replace(/\/+$/, '');
}

export function parseRetentionUntil(raw: string | undefined): string {
  const candidate = raw ?? DEFAULT_RETENTION_UNTIL;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(candidate);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== candidate) {
    throw new SiteSettingsError('RETENTION_UNTIL', 'must be a date like 2025-12-31 (the last day data is kept)');
  }
  return candidate;
}

/**
 * Unset SITE_URL follows PORT (`PORT=3101 npm start` puts :3101 in mail and .ics links, not the
 * default :3000); the API's config and the site's build both read it here, so they agree.
 */
function localUrlOfPort(port: string | undefined): string | undefined {
  return port && /^\d+$/.test(port) ? `http://localhost:${port}` : undefined;
}

/**
 * RETENTION_UNTIL may only repeat the current edition's date: the edition file's `retentionUntil`
 * is what its consent notice and mails promise, so a different value would silently break that
 * promise (keep data longer, or purge it before the promised day). Unset: the file's date.
 * `edition`: the edition these settings serve (the one this process runs).
 */
export function parseEditionRetentionUntil(
  raw: string | undefined,
  edition: { year: number; retentionUntil: string },
): string {
  const date = parseRetentionUntil(raw ?? edition.retentionUntil);
  if (date !== edition.retentionUntil)
    throw new SiteSettingsError(
      'RETENTION_UNTIL',
      `is ${date}, but the ${edition.year} edition's file promises ${edition.retentionUntil} (its consent notice and mails state that date). Unset RETENTION_UNTIL, or change retentionUntil in the edition file (docs/editions.md)`,
    );
  return date;
}

export function readSiteSettings(env: SettingsEnv): SiteSettings {
  return {
    siteUrl: parseSiteUrl(value(env, 'SITE_URL') ?? localUrlOfPort(value(env, 'PORT'))),
    contactEmail: value(env, 'CONTACT_EMAIL') ?? DEFAULT_CONTACT.email,
    contactPhone: value(env, 'CONTACT_PHONE') ?? DEFAULT_CONTACT.phone,
    retentionUntil: parseEditionRetentionUntil(value(env, 'RETENTION_UNTIL'), EDITION),
  };
}
