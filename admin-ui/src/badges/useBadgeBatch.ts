/**
 * The list's "Badges" action: the dialog's state, the call with the list's filter, and handing the
 * PDF to the platform. A 401 ends the session as everywhere else; other failures stay in the dialog.
 */
import { useMemo, useState } from 'react';
import { type BadgeFilter, type BadgeLayout, type BadgeSort, errorMessage } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import { openPdf } from '../lib/pdfOutput';
import { createBadgeApi } from './badgeApi';
import { BADGES_TEXT } from './badgesText';

export interface BadgeBatchOptions {
  /** The PDF was handed over (with the path a desktop saved it to): the list says so in its status region. */
  onDone: (count: number, savedPath?: string) => void;
}

export function useBadgeBatch({ onDone }: BadgeBatchOptions) {
  const { platform, token, locale, client, onSessionEnded } = useAdmin();
  const api = useMemo(() => createBadgeApi(client), [client]);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = BADGES_TEXT[locale];

  async function make(filter: BadgeFilter, count: number, choice: { layout: BadgeLayout; sort: BadgeSort }) {
    setBusy(true);
    setError(null);
    const result = await api.batch(token, { filter, ...choice });
    if (!result.ok) {
      setBusy(false);
      if (result.status === 401) return onSessionEnded(result.code);
      return setError(`${t.failed} ${errorMessage(result.code, locale)}`);
    }
    const handed = await openPdf(platform, result.value, `badges-${choice.layout}.pdf`, 'save');
    setBusy(false);
    if ('failed' in handed) return setError(`${t.failed} ${handed.message}`);
    setAsking(false);
    if ('cancelled' in handed) return;
    onDone(count, handed.savedPath);
  }

  return {
    asking,
    busy,
    error,
    ask: () => {
      setError(null);
      setAsking(true);
    },
    cancel: () => setAsking(false),
    make: (filter: BadgeFilter, count: number, choice: { layout: BadgeLayout; sort: BadgeSort }) =>
      void make(filter, count, choice),
  };
}
