import type { Locale } from '@forum/shared';
import { type ReactNode, createContext, useContext } from 'react';
import { shippedSiteEdition, useSiteEdition } from '../edition/SiteEditionContext';
import { contentFor } from './index';
import type { SiteContent } from './types';

const ContentContext = createContext<SiteContent | null>(null);

/** The text of the page's language and edition, chosen once by the layout from the route. */
export function ContentProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const site = useSiteEdition();
  return <ContentContext.Provider value={contentFor(locale, site)}>{children}</ContentContext.Provider>;
}

export function useContent(): SiteContent {
  return useContext(ContentContext) ?? contentFor('en', shippedSiteEdition());
}
