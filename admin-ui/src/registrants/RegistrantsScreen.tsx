/**
 * The logged-in screen (its state is in useRegistrantsScreen): the registrant list with search, filters, sorting, counts, paging, edit,
 * delete (managers) and the Excel export with its reason. The whole list stays in memory; only one
 * page of rows is rendered, and the search box is deferred so typing stays smooth with 10,000
 * registrants. After the retention purge it shows the counts that were kept.
 */
import { useId, useMemo } from 'react';
import { errorMessage, holdsPlaces } from '@forum/shared';
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
import { useAdmin } from '../lib/adminContext';
import { useRegistrantsScreen } from './useRegistrantsScreen';
import './RegistrantsScreen.css';

export function RegistrantsScreen() {
  const { platform, locale, token, manager, edition, onSessionEnded } = useAdmin();
  const t = REGISTRANTS_TEXT[locale];
  const id = useId();
  const { api, headingRef, list, filters, feedback: notices, exporting: exports, dialogs } = useRegistrantsScreen();
  const { state, ready, total, shown, current, counts, failedMail, sort, onSort, onPage, tableScrollRef } = list;
  const { query, sessionFilter, businessType, statusFilter, filter, filtering, searching, changeFilter, clearFilters } =
    filters;
  const { feedback, setFeedback, savedPath, statusRef, alertRef } = notices;
  const { exporter, busy: exporting, button: exportButton, cancel: cancelExport } = exports;
  const { pendingDelete, deleting, editing } = dialogs;
  // A past edition's registrants are read and exported, never changed.
  const readOnly = edition.readOnly;
  // Badges are for approved registrations: the others the list shows are left out (and counted).
  const printable = useMemo(() => shown.filter((row) => holdsPlaces(row.registrant.status)).length, [shown]);
  const badges = useBadgeBatch({
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
          {t.listHeading(edition.file.name[locale])}
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
          {readOnly ? null : (
            <button
              type="button"
              className="admin-button admin-button--secondary"
              disabled={!ready || shown.length === 0 || badges.busy}
              onClick={badges.ask}
            >
              {BADGES_TEXT[locale].action}
            </button>
          )}
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

      {ready && total === 0 ? <PurgedTotals api={api} token={token} locale={locale} emptyText={t.emptyList} /> : null}

      {ready && total > 0 ? (
        <>
          <ListControls
            locale={locale}
            filter={{ query, session: sessionFilter, businessType, status: statusFilter }}
            filtered={filtering || query.trim() !== ''}
            onQuery={changeFilter(filters.setQuery)}
            onSession={changeFilter(filters.setSessionFilter)}
            onBusinessType={changeFilter(filters.setBusinessType)}
            onStatus={changeFilter(filters.setStatusFilter)}
            onClear={clearFilters}
            sessions={edition.sessions}
          />
          <CountsPanel
            counts={counts}
            filtered={filtering}
            locale={locale}
            failedMail={failedMail}
            sessions={edition.sessions}
          />
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
                onDelete={manager && !readOnly ? dialogs.onDelete : null}
                onEdit={readOnly ? null : dialogs.onEdit}
                {...(readOnly ? {} : { onResend: dialogs.onResend })}
                scrollRef={tableScrollRef}
                captionId={`${id}-caption`}
                sessions={edition.sessions}
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
          count={printable}
          skipped={shown.length - printable}
          filtered={filtering}
          busy={badges.busy}
          error={badges.error}
          onConfirm={(choice) => badges.make(badgeFilterOf(filter), printable, choice)}
          onCancel={badges.cancel}
        />
      ) : null}

      {editing && !readOnly ? (
        <EditRegistrantDialog
          api={api}
          token={token}
          registrant={editing}
          locale={locale}
          onSaved={dialogs.saved}
          onCancel={dialogs.cancelEdit}
          onUnauthorized={onSessionEnded}
        />
      ) : null}

      {pendingDelete && !readOnly ? (
        <DeleteRegistrantDialog
          registrant={pendingDelete.registrant}
          locale={locale}
          deleting={deleting}
          onConfirm={() => void dialogs.confirmDelete()}
          onCancel={dialogs.cancelDelete}
        />
      ) : null}
    </section>
  );
}
