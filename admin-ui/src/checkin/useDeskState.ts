/** The desk store's state as React state: re-rendered on every change the store reports. */
import { useSyncExternalStore } from 'react';
import type { DeskState, DeskStore } from './deskStore';

export function useDeskState(store: DeskStore): DeskState {
  return useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.getState(),
  );
}
