/**
 * The registrant list's state: the list from the server, search, filters, sorting and the page,
 * what the rows shown are, and the actions (edit, delete, resend, export) with the dialog each one
 * opens and the feedback it leaves. RegistrantsScreen draws it. What it returns is grouped by what
 * the screen draws: `list` (the rows, sort and page), `filters`, `feedback` (the two live regions),
 * `exporting` and `dialogs` (edit and delete).
 */
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Registrant } from '@forum/shared';
import type { RegistrantColumnId } from '@forum/shared/spreadsheet';
import { useAdmin } from '../lib/adminContext';
import { type ListFeedback, isFailure } from './listFeedback';
import { countFailedMail } from './MailStatus';
import { countRegistrants } from './registrantCounts';
import {
  type BusinessTypeFilter,
  type StatusFilter,
  DEFAULT_SORT,
  type ListedRegistrant,
  NO_FILTER,
  type RegistrantFilter,
  type SessionFilter,
  filterRegistrants,
  indexRegistrants,
  isFiltered,
  nextSort,
  pageOf,
  sortRegistrants,
} from './registrantQuery';
import { createRegistrantsApi } from './registrantsApi';
import { useRegistrantExport } from './useRegistrantExport';
import { useRegistrantList } from './useRegistrantList';
import { useResendConfirmation } from './useResendConfirmation';

export function useRegistrantsScreen() {
  const { client, platform, locale, token, edition, focusHeading, onSessionEnded } = useAdmin();
  const api = useMemo(() => createRegistrantsApi(client), [client]);
  const list = useRegistrantList(api, token, onSessionEnded);
  const { state } = list;

  const [query, setQuery] = useState('');
  const [sessionFilter, setSessionFilter] = useState<SessionFilter>('all');
  const [businessType, setBusinessType] = useState<BusinessTypeFilter>('all');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [feedback, setFeedback] = useState<ListFeedback | null>(null);
  const [pendingDelete, setPendingDelete] = useState<ListedRegistrant | null>(null);
  const [editing, setEditing] = useState<Registrant | null>(null);
  const exporter = useRegistrantExport({
    api,
    platform,
    token,
    locale,
    sessions: edition.current ? undefined : edition.sessions,
    onFeedback: setFeedback,
    onUnauthorized: onSessionEnded,
  });
  const exporting = exporter.exporting;
  const [deleting, setDeleting] = useState(false);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const tableScrollRef = useRef<HTMLDivElement>(null);
  const deleteOpener = useRef<HTMLButtonElement | null>(null);
  const editOpener = useRef<HTMLButtonElement | null>(null);
  const exportButton = useRef<HTMLButtonElement>(null);

  const deferredQuery = useDeferredValue(query);
  const registrants = state.status === 'ready' ? state.registrants : null;
  const index = useMemo(() => indexRegistrants(registrants ?? []), [registrants]);
  const filter = useMemo<RegistrantFilter>(
    () => ({ query: deferredQuery, session: sessionFilter, businessType, status: statusFilter }),
    [deferredQuery, sessionFilter, businessType, statusFilter],
  );
  const filtered = useMemo(() => filterRegistrants(index.rows, filter), [index, filter]);
  const shown = useMemo(() => sortRegistrants(index, filtered, sort, locale), [index, filtered, sort, locale]);
  const codes = useMemo(() => edition.sessions.map((session) => session.code), [edition]);
  const counts = useMemo(() => countRegistrants(filtered, codes), [filtered, codes]);
  const failedMail = useMemo(() => countFailedMail(filtered.map((row) => row.registrant)), [filtered]);
  const current = useMemo(() => pageOf(shown, page), [shown, page]);
  const filtering = isFiltered(filter);
  const searching = query !== deferredQuery;

  useLayoutEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  // A message after delete or export takes focus, so keyboard users land somewhere that exists.
  useEffect(() => {
    if (feedback) (isFailure(feedback) ? alertRef : statusRef).current?.focus();
  }, [feedback]);

  const changeFilter =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const onSort = useCallback((column: RegistrantColumnId) => {
    setSort((previous) => nextSort(previous, column));
    setPage(1);
  }, []);

  const onDelete = useCallback((row: ListedRegistrant, button: HTMLButtonElement) => {
    deleteOpener.current = button;
    setPendingDelete(row);
  }, []);

  const onEdit = useCallback((row: ListedRegistrant, button: HTMLButtonElement) => {
    editOpener.current = button;
    setEditing(row.registrant);
  }, []);
  const onResend = useResendConfirmation({
    api,
    token,
    onSessionEnded,
    update: list.update,
    report: setFeedback,
  });

  function onPage(next: number) {
    setPage(next);
    const region = tableScrollRef.current;
    if (region) {
      region.scrollTop = 0;
      if (region.getBoundingClientRect().top < 0) region.scrollIntoView({ block: 'start' });
    }
  }

  function cancelDelete() {
    setPendingDelete(null);
    deleteOpener.current?.focus();
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    const { registrant } = pendingDelete;
    setDeleting(true);
    const result = await api.deleteRegistrant(token, registrant.id);
    setDeleting(false);
    setPendingDelete(null);
    if (!result.ok && result.status === 401) {
      onSessionEnded(result.code);
      return;
    }
    if (result.ok || result.code === 'not_found') {
      list.remove(registrant.id);
      setFeedback({ kind: result.ok ? 'deleted' : 'alreadyDeleted', name: registrant.name });
    } else {
      setFeedback({ kind: 'deleteFailed', code: result.code });
    }
  }

  function cancelEdit() {
    setEditing(null);
    editOpener.current?.focus();
  }

  function saved(registrant: Registrant) {
    list.update(registrant.id, registrant);
    setEditing(null);
    setFeedback({ kind: 'edited', name: registrant.name });
  }

  function cancelExport() {
    exporter.cancel();
    exportButton.current?.focus();
  }

  function clearFilters() {
    setQuery(NO_FILTER.query);
    setSessionFilter(NO_FILTER.session);
    setBusinessType(NO_FILTER.businessType);
    setStatusFilter('all');
    setPage(1);
  }

  const savedPath = feedback?.kind === 'exported' || feedback?.kind === 'badges' ? feedback.savedPath : undefined;
  const ready = state.status === 'ready' ? state : null;
  const total = ready?.registrants.length ?? 0;

  return {
    api,
    headingRef,
    list: {
      state,
      ready,
      total,
      shown,
      current,
      counts,
      failedMail,
      sort,
      onSort,
      onPage,
      refresh: list.refresh,
      tableScrollRef,
    },
    filters: {
      query,
      setQuery,
      sessionFilter,
      setSessionFilter,
      businessType,
      setBusinessType,
      statusFilter,
      setStatusFilter,
      filter,
      filtering,
      searching,
      changeFilter,
      clearFilters,
    },
    feedback: { feedback, setFeedback, savedPath, statusRef, alertRef },
    exporting: { exporter, busy: exporting, button: exportButton, cancel: cancelExport },
    dialogs: {
      pendingDelete,
      deleting,
      onDelete,
      cancelDelete,
      confirmDelete,
      editing,
      onEdit,
      cancelEdit,
      saved,
      onResend,
    },
  };
}
