import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SiteNavigationProvider } from './SiteNavigation';
import { normalisePath } from './locale';

/** Site links inside the router: navigation in place, the router's current path. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <SiteNavigationProvider value={{ pathname: normalisePath(pathname), navigate: (to) => void navigate(to) }}>
      {children}
    </SiteNavigationProvider>
  );
}
