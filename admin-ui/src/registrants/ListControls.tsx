/** Search box and the session and business-type filters of the registrant list. */
import { useId } from 'react';
import {
  BUSINESS_TYPE_CODES,
  BUSINESS_TYPE_LABELS,
  type Locale,
  REGISTRATION_STATUSES,
  SESSIONS,
  type SessionInfo,
  STATUS_COLUMN,
  STATUS_WORDS,
  inTimeOrder,
  isRegistrationStatus,
} from '@forum/shared';
import { REGISTRANTS_TEXT } from './registrantsText';
import type { BusinessTypeFilter, RegistrantFilter, SessionFilter, StatusFilter } from './registrantQuery';
import './ListControls.css';

export interface ListControlsProps {
  locale: Locale;
  filter: RegistrantFilter;
  filtered: boolean;
  onQuery: (query: string) => void;
  onSession: (session: SessionFilter) => void;
  onBusinessType: (businessType: BusinessTypeFilter) => void;
  /** Approval status; absent: the list has no status filter. */
  onStatus?: (status: StatusFilter) => void;
  onClear: () => void;
  /** The edition's sessions (default: the current edition's). */
  sessions?: readonly SessionInfo[];
}

export function ListControls({
  locale,
  filter,
  filtered,
  onQuery,
  onSession,
  onBusinessType,
  onStatus,
  onClear,
  sessions = SESSIONS,
}: ListControlsProps) {
  const t = REGISTRANTS_TEXT[locale];
  const id = useId();
  return (
    <div className="admin-controls" role="search" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {t.filtersHeading}
      </h2>
      <div className="admin-field admin-field--search">
        <label htmlFor={`${id}-query`}>{t.search}</label>
        <input
          id={`${id}-query`}
          type="search"
          value={filter.query}
          placeholder={t.searchHint}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onQuery(event.target.value)}
        />
        <span id={`${id}-hint`} className="admin-field__hint">
          {t.searchHint}
        </span>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-session`}>{t.sessionFilter}</label>
        <select
          id={`${id}-session`}
          value={filter.session}
          onChange={(event) => {
            const value = event.target.value;
            onSession(
              value === 'waiting'
                ? value
                : (sessions.find((session) => session.code === value)?.code ??
                    ('all' as const satisfies SessionFilter)),
            );
          }}
        >
          <option value="all">{t.allSessions}</option>
          <option value="waiting">{t.waitingFilter}</option>
          {inTimeOrder(sessions).map((session) => (
            <option key={session.code} value={session.code}>
              {session.column[locale]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-type`}>{t.typeFilter}</label>
        <select
          id={`${id}-type`}
          value={String(filter.businessType)}
          onChange={(event) => onBusinessType(event.target.value === 'all' ? 'all' : Number(event.target.value))}
        >
          <option value="all">{t.allTypes}</option>
          {BUSINESS_TYPE_CODES.map((code) => (
            <option key={code} value={code}>
              {BUSINESS_TYPE_LABELS[locale][code]}
            </option>
          ))}
        </select>
      </div>
      {onStatus ? (
        <div className="admin-field">
          <label htmlFor={`${id}-status`}>{STATUS_COLUMN[locale]}</label>
          <select
            id={`${id}-status`}
            value={filter.status ?? 'all'}
            onChange={(event) => onStatus(isRegistrationStatus(event.target.value) ? event.target.value : 'all')}
          >
            <option value="all">{t.allStatuses}</option>
            {REGISTRATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_WORDS[locale][status]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button
        type="button"
        className="admin-button admin-button--secondary admin-controls__clear"
        disabled={!filtered}
        onClick={onClear}
      >
        {t.clearFilters}
      </button>
    </div>
  );
}
