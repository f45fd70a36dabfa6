/**
 * The public site's API client: the shared request helper on the base the site was built with
 * (`VITE_API_BASE`, read at each call; '' means the page's own origin). The registration and
 * site-info clients use it, and the web /admin page hands the same base to the admin console.
 */
import { createApiClient } from '@forum/shared/http';

export function apiBase(): string {
  const base: unknown = import.meta.env.VITE_API_BASE;
  return typeof base === 'string' ? base.replace(/\/+$/, '') : '';
}

export const callApi = createApiClient({ baseUrl: apiBase });
