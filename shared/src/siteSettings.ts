/**
 * The public site's address and the organisers' contact details, read from the environment in one
 * place: the API's configuration, the site's Vite config (build-time constants) and the prerender
 * script all call `readSiteSettings`, so a value can never mean different things in two of them.
 * Plain TypeScript with no dependencies, because Vite's config loader bundles it.
 */

/** Used when CONTACT_EMAIL / CONTACT_PHONE are not set. */
export const DEFAULT_CONTACT = { email: 'contact@example.com', phone: '+82-2-0000-0000' } as const;
export const DEFAULT_SITE_URL = 'http://localhost:3000';

export interface SiteSettings {
  /** Absolute http(s) URL without a trailing slash. */
  siteUrl: string;
  contactEmail: string;
  contactPhone: string;
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

export function readSiteSettings(env: SettingsEnv): SiteSettings {
  return {
    siteUrl: parseSiteUrl(value(env, 'SITE_URL')),
    contactEmail: value(env, 'CONTACT_EMAIL') ?? DEFAULT_CONTACT.email,
    contactPhone: value(env, 'CONTACT_PHONE') ?? DEFAULT_CONTACT.phone,
  };
}
