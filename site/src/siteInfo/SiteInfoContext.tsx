/**
 * Run-time facts from the API (is registration open, contact details), fetched once per page
 * load. Until they arrive, and if the API cannot be reached, the page shows what was baked in
 * at build time: the registration button and the build's contact details.
 *
 * The routed pages have one provider for the whole page. The landing page's islands are separate
 * React roots, so they share one store (one request) that their providers are given.
 */
import { type ReactNode, createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { BUILD_CONTACT } from '../buildConfig';
import { fetchSiteInfo } from './fetchSiteInfo';
import type { NextForum } from './nextForum';

export interface SiteInfoState {
  /** null while unknown: the call to action stays available. */
  registrationOpen: boolean | null;
  /** True once the forum has ended (the ended notice replaces the call to action); null while unknown. */
  forumEnded: boolean | null;
  /** The next forum's year and days, once published. */
  nextForum: NextForum | null;
  contact: { email: string; phone: string };
}

const INITIAL: SiteInfoState = { registrationOpen: null, forumEnded: null, nextForum: null, contact: BUILD_CONTACT };

export interface SiteInfoStore {
  get(): SiteInfoState;
  subscribe(listener: () => void): () => void;
  /** Fetches the facts (once; again after a cancelled fetch). Returns a cancel function. */
  load(): () => void;
}

export function createSiteInfoStore(): SiteInfoStore {
  let state = INITIAL;
  let loading: AbortController | null = null;
  let loaded = false;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (loaded || loading) return () => undefined;
      const controller = new AbortController();
      loading = controller;
      void fetchSiteInfo(controller.signal).then((info) => {
        if (controller.signal.aborted) return;
        loading = null;
        loaded = true;
        if (!info) return;
        state = {
          registrationOpen: info.registration.open,
          forumEnded: info.forum?.ended ?? false,
          nextForum: info.forum?.next ?? null,
          // An empty configured value must not blank out the footer.
          contact: {
            email: info.contact.email || BUILD_CONTACT.email,
            phone: info.contact.phone || BUILD_CONTACT.phone,
          },
        };
        for (const listener of listeners) listener();
      });
      return () => {
        if (loading !== controller) return;
        controller.abort();
        loading = null;
      };
    },
  };
}

const SiteInfoContext = createContext<SiteInfoStore | null>(null);

/** Without `store`, the provider keeps its own and fetches when it mounts. */
export function SiteInfoProvider({ store, children }: { store?: SiteInfoStore; children: ReactNode }) {
  const [own] = useState(() => store ?? createSiteInfoStore());
  useEffect(() => (store ? undefined : own.load()), [own, store]);
  return <SiteInfoContext.Provider value={own}>{children}</SiteInfoContext.Provider>;
}

const getInitial = () => INITIAL;
const noSubscription = () => () => undefined;

export function useSiteInfo(): SiteInfoState {
  const store = useContext(SiteInfoContext);
  // Hydration renders what the prerender did (the build's values); the answer follows.
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.get ?? getInitial, getInitial);
}
