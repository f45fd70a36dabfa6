/**
 * The preamble every admin screen repeated: load what the screen shows when it opens (and again
 * after a change), a 401 ends the session, anything else is said in the admin's language.
 */
import { useCallback, useEffect, useState } from 'react';
import { type ApiErrorCode, errorMessage } from '@forum/shared';
import type { ApiResult } from './apiClient';
import { useAdmin } from './adminContext';

export type FailureReport = (failure: { status: number; code: ApiErrorCode }) => void;

/** A failed call: a 401 ends the session, anything else becomes `report`'s text. */
export function useAdminFailure(report: (text: string) => void): FailureReport {
  const { locale, onSessionEnded } = useAdmin();
  return useCallback(
    (failure) => {
      if (failure.status === 401) onSessionEnded(failure.code);
      else report(errorMessage(failure.code, locale));
    },
    [locale, onSessionEnded, report],
  );
}

/**
 * `load` when the screen opens and whenever `load` changes (a new token or edition), and again on
 * `reload()`. `load` should be memoised (useCallback) on what it reads.
 */
export function useAdminLoad<T>(load: () => Promise<ApiResult<T>>, report: (text: string) => void) {
  const [data, setData] = useState<T | null>(null);
  const fail = useAdminFailure(report);

  useEffect(() => {
    let live = true;
    void load().then((result) => {
      if (!live) return;
      if (result.ok) setData(result.value);
      else fail(result);
    });
    return () => {
      live = false;
    };
  }, [load, fail]);

  const reload = useCallback(async () => {
    const result = await load();
    if (result.ok) setData(result.value);
    else fail(result);
  }, [load, fail]);

  return { data, setData, reload, fail };
}
