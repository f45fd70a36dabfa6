import type { SiteInfo } from '@forum/shared';
import { callApi } from '../api/apiClient';

function isSiteInfo(value: unknown): value is SiteInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { registration, contact } = value as Partial<SiteInfo>;
  return (
    typeof registration?.open === 'boolean' && typeof contact?.email === 'string' && typeof contact.phone === 'string'
  );
}

/** GET /api/site-info; null when the API is unreachable or answers something unexpected. */
export async function fetchSiteInfo(signal?: AbortSignal): Promise<SiteInfo | null> {
  const result = await callApi('/api/site-info', signal ? { signal } : {});
  return result.ok && isSiteInfo(result.body) ? result.body : null;
}
