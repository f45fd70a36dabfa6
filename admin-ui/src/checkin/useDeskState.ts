import { useSyncExternalStore } from 'react';
import type { DeskState, DeskStore } from './deskStore';

/** The desk's state for a component: re-renders on every change the store announces. */
export function useDeskState(store: Pick<DeskStore, 'getState' | 'subscribe'>): DeskState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
