/**
 * Loads the registrant list with the session's token and keeps it in memory: refresh on demand,
 * drop a deleted registrant or swap in an edited one without reloading, and hand any 401 to the
 * caller (back to login).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiErrorCode, Registrant } from '@forum/shared';
import type { RegistrantsApi } from './registrantsApi';

export type RegistrantListState =
  | { status: 'loading' }
  | { status: 'failed'; code: ApiErrorCode }
  | {
      status: 'ready';
      registrants: readonly Registrant[];
      /** A refresh is under way; the list shown is the previous one. */
      refreshing: boolean;
      /** The last refresh failed; the list shown is the previous one. */
      refreshFailed: ApiErrorCode | null;
    };

export function useRegistrantList(api: RegistrantsApi, token: string, onUnauthorized: (code: ApiErrorCode) => void) {
  const [state, setState] = useState<RegistrantListState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void api.listRegistrants(token, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        setState({ status: 'ready', registrants: result.value, refreshing: false, refreshFailed: null });
      } else if (result.status === 401) {
        onUnauthorized(result.code);
      } else {
        setState((previous) =>
          previous.status === 'ready'
            ? { ...previous, refreshing: false, refreshFailed: result.code }
            : { status: 'failed', code: result.code },
        );
      }
    });
    return () => controller.abort();
  }, [api, token, onUnauthorized, generation]);

  const refresh = useCallback(() => {
    setState((previous) =>
      previous.status === 'ready' ? { ...previous, refreshing: true, refreshFailed: null } : { status: 'loading' },
    );
    setGeneration((value) => value + 1);
  }, []);

  const remove = useCallback((id: number) => {
    setState((previous) =>
      previous.status === 'ready'
        ? { ...previous, registrants: previous.registrants.filter((r) => r.id !== id) }
        : previous,
    );
  }, []);

  /** Replaces one registrant's fields in the list shown (e.g. its mail state after a resend). */
  const update = useCallback((id: number, patch: Partial<Registrant>) => {
    setState((previous) =>
      previous.status === 'ready'
        ? { ...previous, registrants: previous.registrants.map((r) => (r.id === id ? { ...r, ...patch } : r)) }
        : previous,
    );
  }, []);

  return { state, refresh, remove, update };
}
