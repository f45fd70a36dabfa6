import type { SiteInfo } from '@forum/shared';

function isSiteInfo(value: unknown): value is SiteInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { registration, contact } = value as Partial<SiteInfo>;
  return (
    typeof registration?.open === 'boolean' && typeof contact?.email === 'string' && typeof contact.phone === 'string'
  );
}

/** GET /api/site-info; null when the API is unreachable or answers something unexpected. */
export async function fetchSiteInfo(signal?: AbortSignal): Promise<SiteInfo | null> {
  try {
    const response = await fetch('/api/site-info', { headers: { Accept: 'application/json' }, signal });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isSiteInfo(body) ? body : null;
  } catch {
    return null;
  }
}
