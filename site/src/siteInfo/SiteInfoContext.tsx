/**
 * Run-time facts from the API (is registration open, contact details), fetched once per page
 * load. Until they arrive, and if the API cannot be reached, the page shows what was baked in
 * at build time: the registration button and the build's contact details.
 */
import { type ReactNode, createContext, useContext, useEffect, useState } from 'react';
import { BUILD_CONTACT } from '../buildConfig';
import { fetchSiteInfo } from './fetchSiteInfo';

export interface SiteInfoState {
  /** null while unknown: the call to action stays available. */
  registrationOpen: boolean | null;
  contact: { email: string; phone: string };
}

const INITIAL: SiteInfoState = { registrationOpen: null, contact: BUILD_CONTACT };

const SiteInfoContext = createContext<SiteInfoState>(INITIAL);

export function SiteInfoProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SiteInfoState>(INITIAL);

  useEffect(() => {
    const controller = new AbortController();
    void fetchSiteInfo(controller.signal).then((info) => {
      if (!info || controller.signal.aborted) return;
      setState({
        registrationOpen: info.registration.open,
        // An empty configured value must not blank out the footer.
        contact: { email: info.contact.email || BUILD_CONTACT.email, phone: info.contact.phone || BUILD_CONTACT.phone },
      });
    });
    return () => controller.abort();
  }, []);

  return <SiteInfoContext.Provider value={state}>{children}</SiteInfoContext.Provider>;
}

export function useSiteInfo(): SiteInfoState {
  return useContext(SiteInfoContext);
}
