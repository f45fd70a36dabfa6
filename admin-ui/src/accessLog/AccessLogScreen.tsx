/**
 * Managers' Access-log screen: the records filtered by date, account and action, newest first, a
 * page at a time (the log grows to hundreds of thousands of rows); an Excel export of what the
 * filter matches; and the monthly review mark (ReviewPanel). Looking at the log is itself logged.
 */
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ACCESS_LOG_ACTIONS, type AccessLogEntry } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import { useAdminFailure } from '../lib/useAdminLoad';
import { type AccessLogQuery, createAccessLogApi } from './accessLogApi';
import { detailText, koreaTimestamp, subjectsText } from './accessLogFormat';
import { ACCESS_LOG_TEXT } from './accessLogText';
import { saveFailed, wasCancelled } from '../lib/platform';
import { ReviewPanel } from './ReviewPanel';
import '../components/table.css';
import '../components/screenPage.css';
import './AccessLogScreen.css';

const PAGE_SIZE = 100;
const EXPORT_FILE_NAME = 'access_log.xlsx';

type Filter = Pick<AccessLogQuery, 'from' | 'to' | 'account' | 'action'>;

export function AccessLogScreen() {
  const { client, platform, locale, token } = useAdmin();
  const api = useMemo(() => createAccessLogApi(client), [client]);
  const t = ACCESS_LOG_TEXT[locale];
  const id = useId();
  const [draft, setDraft] = useState<Filter>({});
  const [filter, setFilter] = useState<Filter>({});
  const [entries, setEntries] = useState<AccessLogEntry[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const fail = useAdminFailure(setFailure);

  /** One page: the first of a filter (replacing the rows) or the next after `after`. */
  const fetchPage = useCallback(
    (next: Filter, after: string | null) =>
      api.accessLog(token, { ...next, limit: PAGE_SIZE, ...(after ? { cursor: after } : {}) }).then((result) => {
        setLoading(false);
        if (!result.ok) return fail(result);
        setEntries((previous) => (after && previous ? [...previous, ...result.value.entries] : result.value.entries));
        setCursor(result.value.nextCursor);
      }),
    [api, token, fail],
  );

  const load = (next: Filter, after: string | null) => {
    setLoading(true);
    setFailure(null);
    void fetchPage(next, after);
  };

  useEffect(() => {
    headingRef.current?.focus();
    void fetchPage({}, null);
  }, [fetchPage]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilter(draft);
    load(draft, null);
  }

  async function exportLog() {
    setExporting(true);
    setStatus(null);
    setFailure(null);
    try {
      const result = await api.accessLogExport(token, filter);
      if (!result.ok) return fail(result);
      const { buildAccessLogExport } = await import('./exportAccessLog');
      const saved = await platform.saveWorkbook(buildAccessLogExport(result.value, locale), EXPORT_FILE_NAME);
      if (saveFailed(saved)) setFailure(saved.message);
      else if (!wasCancelled(saved)) setStatus(t.exportedLog(result.value.length));
    } finally {
      setExporting(false);
    }
  }

  const set = (field: keyof Filter) => (event: { target: { value: string } }) =>
    setDraft((previous) => ({ ...previous, [field]: event.target.value }));

  return (
    <section className="admin-log" aria-labelledby={`${id}-heading`} aria-busy={loading}>
      <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t.logHeading}
      </h1>
      <p className="admin-log__intro">{t.logIntro}</p>

      <ReviewPanel api={api} token={token} locale={locale} onFailure={fail} />

      <form className="admin-log__panel admin-log__filters" onSubmit={apply} aria-labelledby={`${id}-filters`}>
        <h2 id={`${id}-filters`}>{t.filters}</h2>
        <div className="admin-log__fields">
          <label htmlFor={`${id}-from`}>{t.from}</label>
          <input id={`${id}-from`} type="date" value={draft.from ?? ''} onChange={set('from')} />
          <label htmlFor={`${id}-to`}>{t.to}</label>
          <input id={`${id}-to`} type="date" value={draft.to ?? ''} onChange={set('to')} />
          <label htmlFor={`${id}-account`}>{t.account}</label>
          <input
            id={`${id}-account`}
            type="text"
            spellCheck={false}
            autoCapitalize="none"
            value={draft.account ?? ''}
            onChange={set('account')}
          />
          <label htmlFor={`${id}-action`}>{t.action}</label>
          <select id={`${id}-action`} value={draft.action ?? ''} onChange={set('action')}>
            <option value="">{t.allActions}</option>
            {ACCESS_LOG_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t.actions_[action]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-log__buttons">
          <button type="submit" className="admin-button admin-button--primary" disabled={loading}>
            {t.apply}
          </button>
          <button
            type="button"
            className="admin-button admin-button--secondary"
            disabled={exporting}
            onClick={() => void exportLog()}
          >
            {exporting ? <span className="admin-spinner" aria-hidden="true" /> : null}
            {t.exportLog}
          </button>
        </div>
      </form>

      <div className="admin-notice" role="status">
        {exporting ? t.exportingLog : status}
      </div>
      <div className="admin-alert" role="alert">
        {failure}
      </div>

      {entries === null && loading ? (
        <p className="admin-loading" role="status">
          <span className="admin-spinner" aria-hidden="true" />
          {t.loadingLog}
        </p>
      ) : null}
      {entries && entries.length === 0 ? <p className="admin-empty">{t.noEntries}</p> : null}
      {entries && entries.length > 0 ? (
        <div className="admin-table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table className="admin-table admin-log__table">
            <caption id={`${id}-caption`}>{t.logTable}</caption>
            <thead>
              <tr>
                <th scope="col">{t.time}</th>
                <th scope="col">{t.account}</th>
                <th scope="col">{t.address}</th>
                <th scope="col">{t.action}</th>
                <th scope="col">{t.subjects}</th>
                <th scope="col">{t.detail}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="admin-log__time">{koreaTimestamp(entry.time)}</td>
                  <td className="admin-log__account">{entry.account}</td>
                  <td>{entry.address ?? ''}</td>
                  <td>{t.actions_[entry.action]}</td>
                  <td>{subjectsText(entry, locale)}</td>
                  <td className="admin-log__detail">{detailText(entry, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {cursor ? (
        <button
          type="button"
          className="admin-button admin-button--secondary admin-log__more"
          disabled={loading}
          onClick={() => load(filter, cursor)}
        >
          {loading ? <span className="admin-spinner" aria-hidden="true" /> : null}
          {t.loadMore}
        </button>
      ) : null}
    </section>
  );
}
