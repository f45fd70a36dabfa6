import type { Locale } from '@forum/shared';
import { type ReactNode, createContext, useContext } from 'react';
import { en } from './en';
import { contentFor } from './index';
import type { SiteContent } from './types';

const ContentContext = createContext<SiteContent>(en);

/** The text of the page's language, chosen once by the layout from the route. */
export function ContentProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <ContentContext.Provider value={contentFor(locale)}>{children}</ContentContext.Provider>;
}

export function useContent(): SiteContent {
  return useContext(ContentContext);
}
