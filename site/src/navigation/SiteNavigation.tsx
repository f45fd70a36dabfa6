/**
 * How the site's own links move between pages, without tying the shared layout (header, footer,
 * call-to-action buttons) to react-router. The routed pages (/link, /about, not found, and the
 * landing page when reached from them) provide a navigate function from the router
 * (RouterNavigation.tsx), so links change the page in place; the landing page's islands provide
 * none, so the same links are ordinary page loads and the router stays out of the landing bundle.
 */
import { type AnchorHTMLAttributes, type MouseEvent, createContext, useContext } from 'react';

export interface SiteNavigation {
  /** The current path, without a trailing slash. */
  pathname: string;
  /** In-app navigation to a path with an optional `#hash`; null means a normal page load. */
  navigate: ((to: string) => void) | null;
}

const SiteNavigationContext = createContext<SiteNavigation>({ pathname: '/', navigate: null });

export const SiteNavigationProvider = SiteNavigationContext.Provider;

export function useSiteNavigation(): SiteNavigation {
  return useContext(SiteNavigationContext);
}

/** A click the browser should handle itself: another button, or a modifier (new tab, download...). */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A real anchor (it works before any script runs) that navigates in place where it can. */
export function SiteLink({ to, onClick, ...rest }: SiteLinkProps) {
  const { navigate } = useSiteNavigation();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !navigate || isModifiedClick(event) || rest.target) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
