/**
 * The logged-in screen: the registrant list with search, filters, sorting, counts, paging, edit,
 * delete (managers) and the Excel export with its reason. The whole list stays in memory; only one
 * page of rows is rendered, and the search box is deferred so typing stays smooth with 10,000
 * registrants. After the retention purge it shows the counts that were kept.
 */
import { useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type AdminRole, type ApiErrorCode, type Locale, type Registrant, errorMessage } from '@forum/shared';
import type { RegistrantColumnId } from '@forum/shared/spreadsheet';
import type { AdminApi } from './adminApi';
import { ADMIN_TEXT } from './adminText';
import { CountsPanel } from './CountsPanel';
import { countFailedMail } from './MailStatus';
import { useResendConfirmation } from './useResendConfirmation';
import { DeleteRegistrantDialog } from './DeleteRegistrantDialog';
import { ExcelIcon } from './ExcelIcon';
import { EditRegistrantDialog } from './EditRegistrantDialog';
import { ExportReasonDialog } from './ExportReasonDialog';
import { type ListFeedback, feedbackText, isFailure } from './listFeedback';
import { ListControls } from './ListControls';
import { Pagination } from './Pagination';
import type { AdminPlatform } from './platform';
import { PurgedTotals } from './PurgedTotals';
import { countRegistrants } from './registrantCounts';
import {
  type BusinessTypeFilter,
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
import { RegistrantTable } from './RegistrantTable';
import type { AdminSession } from './session';
import { useRegistrantExport } from './useRegistrantExport';
import { useRegistrantList } from './useRegistrantList';
import './RegistrantsScreen.css';

export interface RegistrantsScreenProps {
  api: AdminApi;
  platform: AdminPlatform;
  locale: Locale;
  session: AdminSession;
  /** Staff may do everything here but delete. */
  role: AdminRole;
  /** True right after the login form: focus moves to the list's heading. */
  focusHeading?: boolean;
  onSessionEnded: (code?: ApiErrorCode) => void;
}

export function RegistrantsScreen({
  api,
  platform,
  locale,
  session,
  role,
  focusHeading,
  onSessionEnded,
}: RegistrantsScreenProps) {
  const t = ADMIN_TEXT[locale];
  const id = useId();
  const list = useRegistrantList(api, session.token, onSessionEnded);
  const { state } = list;

  const [query, setQuery] = useState('');
  const [sessionFilter, setSessionFilter] = useState<SessionFilter>('all');
  const [biztype, setBiztype] = useState<BusinessTypeFilter>('all');
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [feedback, setFeedback] = useState<ListFeedback | null>(null);
  const [pendingDelete, setPendingDelete] = useState<ListedRegistrant | null>(null);
  const [editing, setEditing] = useState<Registrant | null>(null);
  const exporter = useRegistrantExport({
    api,
    platform,
    token: session.token,
    locale,
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
    () => ({ query: deferredQuery, session: sessionFilter, biztype }),
    [deferredQuery, sessionFilter, biztype],
  );
  const filtered = useMemo(() => filterRegistrants(index.rows, filter), [index, filter]);
  const shown = useMemo(() => sortRegistrants(index, filtered, sort, locale), [index, filtered, sort, locale]);
  const counts = useMemo(() => countRegistrants(filtered), [filtered]);
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
    <T,>(set: (value: T) => void) =>
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
    token: session.token,
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
    const result = await api.deleteRegistrant(session.token, registrant.id);
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
    setBiztype(NO_FILTER.biztype);
    setPage(1);
  }

  const savedPath = feedback?.kind === 'exported' ? feedback.savedPath : undefined;
  const ready = state.status === 'ready' ? state : null;
  const total = ready?.registrants.length ?? 0;

  return (
    <section
      className="admin-list"
      aria-labelledby={`${id}-heading`}
      aria-busy={state.status === 'loading' || ready?.refreshing}
    >
      <div className="admin-list__head">
        <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          {t.listHeading}
        </h1>
        <div className="admin-toolbar">
          <button
            ref={exportButton}
            type="button"
            className="admin-button admin-button--primary"
            disabled={!ready || shown.length === 0 || exporting}
            onClick={exporter.ask}
          >
            {exporting ? <span className="admin-spinner" aria-hidden="true" /> : <ExcelIcon />}
            {t.exportToExcel}
          </button>
          <button
            type="button"
            className="admin-button admin-button--secondary"
            disabled={state.status === 'loading' || ready?.refreshing}
            onClick={list.refresh}
          >
            {ready?.refreshing ? <span className="admin-spinner" aria-hidden="true" /> : null}
            {t.refresh}
          </button>
        </div>
      </div>

      {/* Both live regions stay in the page, so what appears in them is announced. */}
      <div ref={statusRef} tabIndex={-1} className="admin-notice" role="status">
        {exporting ? t.exporting : feedback && !isFailure(feedback) ? feedbackText(feedback, locale) : null}
        {savedPath && platform.showInFolder ? (
          <button
            type="button"
            className="admin-button admin-button--quiet"
            onClick={() => void platform.showInFolder?.(savedPath)}
          >
            {t.showInFolder}
          </button>
        ) : null}
      </div>
      <div ref={alertRef} tabIndex={-1} className="admin-alert" role="alert">
        {feedback && isFailure(feedback) ? feedbackText(feedback, locale) : null}
      </div>
      {ready?.refreshFailed ? (
        <p className="admin-alert" role="alert">
          {t.listFailed} {errorMessage(ready.refreshFailed, locale)}
        </p>
      ) : null}

      {state.status === 'loading' ? (
        <p className="admin-loading" role="status">
          <span className="admin-spinner" aria-hidden="true" />
          {t.loadingList}
        </p>
      ) : null}

      {state.status === 'failed' ? (
        <div className="admin-empty" role="alert">
          <p>
            {t.listFailed} {errorMessage(state.code, locale)}
          </p>
          <button type="button" className="admin-button admin-button--secondary" onClick={list.refresh}>
            {t.retry}
          </button>
        </div>
      ) : null}

      {ready && total === 0 ? (
        <PurgedTotals api={api} token={session.token} locale={locale} emptyText={t.emptyList} />
      ) : null}

      {ready && total > 0 ? (
        <>
          <ListControls
            locale={locale}
            filter={{ query, session: sessionFilter, biztype }}
            filtered={filtering || query.trim() !== ''}
            onQuery={changeFilter(setQuery)}
            onSession={changeFilter(setSessionFilter)}
            onBusinessType={changeFilter(setBiztype)}
            onClear={clearFilters}
          />
          <CountsPanel counts={counts} filtered={filtering} locale={locale} failedMail={failedMail} />
          <p className="admin-results" aria-live="polite" aria-busy={searching}>
            {t.shownCount(shown.length, total)}
          </p>
          {shown.length === 0 ? (
            <div className="admin-empty">
              <p>{t.noMatches}</p>
              <button type="button" className="admin-button admin-button--secondary" onClick={clearFilters}>
                {t.clearFilters}
              </button>
            </div>
          ) : (
            <div className={searching ? 'admin-table-area admin-table-area--stale' : 'admin-table-area'}>
              <RegistrantTable
                rows={current.rows}
                start={current.start}
                total={shown.length}
                locale={locale}
                sort={sort}
                onSort={onSort}
                onDelete={role === 'manager' ? onDelete : null}
                onEdit={onEdit}
                onResend={onResend}
                scrollRef={tableScrollRef}
                captionId={`${id}-caption`}
              />
              <Pagination page={current.page} pageCount={current.pageCount} locale={locale} onPage={onPage} />
            </div>
          )}
        </>
      ) : null}

      {exporter.asking ? (
        <ExportReasonDialog
          locale={locale}
          count={shown.length}
          busy={exporting}
          onConfirm={(reason) =>
            void exporter.exportRows(
              reason,
              shown.map((row) => row.registrant),
              filter,
            )
          }
          onCancel={cancelExport}
        />
      ) : null}

      {editing ? (
        <EditRegistrantDialog
          api={api}
          token={session.token}
          registrant={editing}
          locale={locale}
          onSaved={saved}
          onCancel={cancelEdit}
          onUnauthorized={onSessionEnded}
        />
      ) : null}

      {pendingDelete ? (
        <DeleteRegistrantDialog
          registrant={pendingDelete.registrant}
          locale={locale}
          deleting={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={cancelDelete}
        />
      ) : null}
    </section>
  );
}
