/**
 * How the site's own links move between pages, without tying the shared layout (header, footer,
 * call-to-action buttons) to react-router. The routed pages provide a navigate function from the
 * router (RouterNavigation.tsx), so links within a page (a section, the not-found page's way back)
 * change it in place; the landing page's islands provide none, so the same links are ordinary page
 * loads and the router stays out of the landing bundle. A link to another of the public pages is a
 * page load too: each carries only the edition's words its own scripts render (pageEdition.ts), and
 * the server renders that page from the published edition.
 */
import { type AnchorHTMLAttributes, type MouseEvent, createContext, useContext } from 'react';
import { normalisePath } from './locale';
import { PRERENDERED_PATHS } from './publicPages';

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
  const { navigate, pathname } = useSiteNavigation();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !navigate || isModifiedClick(event) || rest.target) return;
        if (isOtherPublicPage(to, pathname)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

/** Whether `to` is one of the server-rendered public pages other than the current one. */
function isOtherPublicPage(to: string, current: string): boolean {
  const target = normalisePath(to.split('#')[0]!.split('?')[0] || current);
  return target !== normalisePath(current) && (PRERENDERED_PATHS as readonly string[]).includes(target);
}
