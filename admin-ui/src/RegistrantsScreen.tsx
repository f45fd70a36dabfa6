/**
 * The logged-in screen: the registrant list with search, filters, sorting, counts, paging, delete
 * and the Excel export. The whole list stays in memory; only one page of rows is rendered, and the
 * search box is deferred so typing stays smooth with 10,000 registrants.
 */
import { useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type Locale, errorMessage } from '@forum/shared';
import type { RegistrantColumnId } from '@forum/shared/spreadsheet';
import type { AdminApi } from './adminApi';
import { exportFileName } from './exportFileName';
import { ADMIN_TEXT } from './adminText';
import { CountsPanel } from './CountsPanel';
import { DeleteRegistrantDialog } from './DeleteRegistrantDialog';
import { type ListFeedback, feedbackText, isFailure } from './listFeedback';
import { ListControls } from './ListControls';
import { Pagination } from './Pagination';
import { type AdminPlatform, saveFailed, wasCancelled } from './platform';
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
import { useRegistrantList } from './useRegistrantList';
import './RegistrantsScreen.css';

export interface RegistrantsScreenProps {
  api: AdminApi;
  platform: AdminPlatform;
  locale: Locale;
  session: AdminSession;
  /** True right after the login form: focus moves to the list's heading. */
  focusHeading?: boolean;
  onSessionEnded: () => void;
}

/** Lets the browser paint the busy state before the export blocks the main thread. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export function RegistrantsScreen({ api, platform, locale, session, focusHeading, onSessionEnded }: RegistrantsScreenProps) {
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
  const [exporting, setExporting] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<ListedRegistrant | null>(null);
  const [deleting, setDeleting] = useState(false);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const tableScrollRef = useRef<HTMLDivElement>(null);
  const deleteOpener = useRef<HTMLButtonElement | null>(null);

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

  const changeFilter = <T,>(set: (value: T) => void) => (value: T) => {
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
      onSessionEnded();
      return;
    }
    if (result.ok || result.code === 'not_found') {
      list.remove(registrant.id);
      setFeedback({ kind: result.ok ? 'deleted' : 'alreadyDeleted', name: registrant.name });
    } else {
      setFeedback({ kind: 'deleteFailed', code: result.code });
    }
  }

  async function exportShown() {
    const rows = shown.map((row) => row.registrant);
    setExporting(true);
    setFeedback(null);
    try {
      const { buildRegistrationExport } = await import('./exportWorkbook');
      await nextPaint();
      const built = buildRegistrationExport(rows, locale);
      const { bytes } = built;
      const fileName = exportFileName(built.fileName, filter);
      const result = await platform.saveWorkbook(bytes, fileName);
      if (wasCancelled(result)) setFeedback({ kind: 'exportCancelled' });
      else if (saveFailed(result)) setFeedback({ kind: 'exportFailed', message: result.message });
      else setFeedback({ kind: 'exported', count: rows.length, fileName, ...(result.savedPath ? { savedPath: result.savedPath } : {}) });
    } catch {
      setFeedback({ kind: 'exportFailed' });
    } finally {
      setExporting(false);
    }
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
    <section className="admin-list" aria-labelledby={`${id}-heading`} aria-busy={state.status === 'loading' || ready?.refreshing}>
      <div className="admin-list__head">
        <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          {t.listHeading}
        </h1>
        <div className="admin-toolbar">
          <button
            type="button"
            className="admin-button admin-button--primary"
            disabled={!ready || shown.length === 0 || exporting}
            onClick={() => void exportShown()}
          >
            {exporting ? <span className="admin-spinner" aria-hidden="true" /> : <ExcelIcon />}
            {t.exportToExcel}
          </button>
          <button type="button" className="admin-button admin-button--secondary" disabled={state.status === 'loading' || ready?.refreshing} onClick={list.refresh}>
            {ready?.refreshing ? <span className="admin-spinner" aria-hidden="true" /> : null}
            {t.refresh}
          </button>
        </div>
      </div>

      {/* Both live regions stay in the page, so what appears in them is announced. */}
      <div ref={statusRef} tabIndex={-1} className="admin-notice" role="status">
        {exporting ? t.exporting : feedback && !isFailure(feedback) ? feedbackText(feedback, locale) : null}
        {savedPath && platform.showInFolder ? (
          <button type="button" className="admin-button admin-button--quiet" onClick={() => void platform.showInFolder?.(savedPath)}>
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

      {ready && total === 0 ? <p className="admin-empty">{t.emptyList}</p> : null}

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
          <CountsPanel counts={counts} filtered={filtering} locale={locale} />
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
                onDelete={onDelete}
                scrollRef={tableScrollRef}
                captionId={`${id}-caption`}
              />
              <Pagination page={current.page} pageCount={current.pageCount} locale={locale} onPage={onPage} />
            </div>
          )}
        </>
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

function ExcelIcon() {
  return (
    <svg className="admin-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M4 2h8l4 4v12H4zm7 1.5V7h3.5zM6.3 9l2 3-2 3h1.6l1.2-2 1.2 2h1.6l-2-3 2-3h-1.6l-1.2 2-1.2-2z" />
    </svg>
  );
}
