/**
 * The logged-in screen (its state is in useRegistrantsScreen): the registrant list with search, filters, sorting, counts, paging, edit,
 * delete (managers) and the Excel export with its reason. The whole list stays in memory; only one
 * page of rows is rendered, and the search box is deferred so typing stays smooth with 10,000
 * registrants. After the retention purge it shows the counts that were kept.
 */
import { useId } from 'react';
import { errorMessage } from '@forum/shared';
import { BADGES_TEXT, BadgesDialog, useBadgeBatch } from '../badges';
import { badgeFilterOf } from './badgeFilter';
import { ExcelIcon } from '../components/ExcelIcon';
import { Pagination } from '../components/Pagination';
import { CountsPanel } from './CountsPanel';
import { DeleteRegistrantDialog } from './DeleteRegistrantDialog';
import { EditRegistrantDialog } from './EditRegistrantDialog';
import { ExportReasonDialog } from './ExportReasonDialog';
import { feedbackText, isFailure } from './listFeedback';
import { ListControls } from './ListControls';
import { PurgedTotals } from './PurgedTotals';
import { RegistrantTable } from './RegistrantTable';
import { REGISTRANTS_TEXT } from './registrantsText';
import { type RegistrantsScreenProps, useRegistrantsScreen } from './useRegistrantsScreen';
import './RegistrantsScreen.css';

export type { RegistrantsScreenProps };

export function RegistrantsScreen({
  api,
  platform,
  locale,
  session,
  role,
  focusHeading,
  onSessionEnded,
}: RegistrantsScreenProps) {
  const t = REGISTRANTS_TEXT[locale];
  const id = useId();
  const {
    list,
    state,
    setFeedback,
    query,
    setQuery,
    sessionFilter,
    setSessionFilter,
    businessType,
    setBusinessType,
    statusFilter,
    setStatusFilter,
    sort,
    feedback,
    pendingDelete,
    editing,
    exporter,
    exporting,
    deleting,
    headingRef,
    statusRef,
    alertRef,
    tableScrollRef,
    exportButton,
    filter,
    shown,
    counts,
    failedMail,
    current,
    filtering,
    searching,
    changeFilter,
    onSort,
    onDelete,
    onEdit,
    onResend,
    onPage,
    cancelDelete,
    confirmDelete,
    cancelEdit,
    saved,
    cancelExport,
    clearFilters,
    savedPath,
    ready,
    total,
  } = useRegistrantsScreen({ api, platform, locale, session, focusHeading, onSessionEnded });
  const badges = useBadgeBatch({
    platform,
    token: session.token,
    locale,
    onSessionEnded,
    onDone: (count, saved) => setFeedback({ kind: 'badges', count, ...(saved ? { savedPath: saved } : {}) }),
  });

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
            disabled={!ready || shown.length === 0 || badges.busy}
            onClick={badges.ask}
          >
            {BADGES_TEXT[locale].action}
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
            filter={{ query, session: sessionFilter, businessType, status: statusFilter }}
            filtered={filtering || query.trim() !== ''}
            onQuery={changeFilter(setQuery)}
            onSession={changeFilter(setSessionFilter)}
            onBusinessType={changeFilter(setBusinessType)}
            onStatus={changeFilter(setStatusFilter)}
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
          onConfirm={(reason) => void exporter.exportRows(reason, shown, filter)}
          onCancel={cancelExport}
        />
      ) : null}

      {badges.asking ? (
        <BadgesDialog
          locale={locale}
          count={shown.length}
          filtered={filtering}
          busy={badges.busy}
          error={badges.error}
          onConfirm={(choice) => badges.make(badgeFilterOf(filter), shown.length, choice)}
          onCancel={badges.cancel}
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
