/**
 * The sessions that are full right now, asked of the API each time the dialog opens (the hook's
 * component mounts with the dialog): seats go by the minute during a rush. Loaded with the form,
 * never on the landing page's first view.
 */
import { useEffect, useState } from 'react';
import type { SessionCode } from '@forum/shared';
import { fetchSessionAvailability } from '../api/sessionsClient';

const NONE: ReadonlySet<SessionCode> = new Set();

export function useFullSessions(): ReadonlySet<SessionCode> {
  const [full, setFull] = useState<ReadonlySet<SessionCode>>(NONE);
  useEffect(() => {
    const controller = new AbortController();
    void fetchSessionAvailability(controller.signal).then((sessions) => {
      if (controller.signal.aborted || !sessions) return;
      setFull(new Set(sessions.filter((session) => session.full).map((session) => session.code)));
    });
    return () => controller.abort();
  }, []);
  return full;
}
