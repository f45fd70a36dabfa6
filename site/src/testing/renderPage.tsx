import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../routes';
import type { SiteInfo } from '@forum/shared';
import { vi } from 'vitest';

/** Shows the router's current location, so tests can assert where a click navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

/** Renders the whole app (layout, header, page, footer) at `path` in a memory router. */
export function renderPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** Stubs GET /api/site-info; `null` makes the call fail like an unreachable API. */
export function stubSiteInfo(info: SiteInfo | null) {
  const fetchMock = vi.fn(async () =>
    info ? new Response(JSON.stringify(info), { headers: { 'Content-Type': 'application/json' } }) : Response.error(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const OPEN_SITE_INFO: SiteInfo = {
  registration: { open: true, opensAt: null, closesAt: null },
  contact: { email: 'forum@example.org', phone: '+82-2-1234-5678' },
};
