/**
 * The edition a page is rendered for, handed down through React: the server renders the public
 * pages for the published edition (or a draft's preview) at run time, so nothing a visitor reads
 * may come from the edition compiled into the bundle. Outside a provider (the dev server, unit
 * tests) it is the shipped edition.
 */
import { EDITION, EDITION_PROGRAMME, EDITION_SITE } from '@forum/shared';
import { type ReactNode, createContext, useContext } from 'react';
import type { SiteEdition } from './siteEdition';

const SHIPPED: SiteEdition = { edition: EDITION, programme: EDITION_PROGRAMME, site: EDITION_SITE, preview: false };

const SiteEditionContext = createContext<SiteEdition>(SHIPPED);

export function SiteEditionProvider({ value, children }: { value: SiteEdition; children: ReactNode }) {
  return <SiteEditionContext.Provider value={value}>{children}</SiteEditionContext.Provider>;
}

export function useSiteEdition(): SiteEdition {
  return useContext(SiteEditionContext);
}

/** The shipped edition, for code outside React (tests, the dev server's pages). */
export function shippedSiteEdition(): SiteEdition {
  return SHIPPED;
}
