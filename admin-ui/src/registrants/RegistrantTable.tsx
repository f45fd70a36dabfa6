/**
 * One page of the registrant table. Headers and cells come from the shared registrant table
 * (`registrantColumns` / `registrantRow`), the same mapping the exported workbook uses, so the
 * screen and the spreadsheet cannot disagree. The table scrolls sideways inside its own region.
 * On a phone the name comes first and stays at the left edge (RegistrantTable.css): in the
 * spreadsheet's order it was the third column, under the pinned actions on a 375 px screen.
 */
import { type Ref, memo, useSyncExternalStore } from 'react';
import {
  type Locale,
  type Registrant,
  SESSIONS,
  type SessionCode,
  type SessionInfo,
  attendanceCell,
} from '@forum/shared';
import { type RegistrantColumnId, registrantColumns, registrantRow } from '@forum/shared/spreadsheet';
import { REGISTRANTS_TEXT } from './registrantsText';
import { REGISTRANT_EDIT_TEXT } from './registrantEditText';
import { MailStatusBadge, ResendConfirmationButton } from './MailStatus';
import type { ListedRegistrant, RegistrantSort } from './registrantQuery';
import '../components/table.css';
import './RegistrantTable.css';

export interface RegistrantTableProps {
  rows: readonly ListedRegistrant[];
  /** Position of the first row in the list shown: No. continues across pages. */
  start: number;
  /** Rows in the list shown (all pages). */
  total: number;
  locale: Locale;
  sort: RegistrantSort;
  onSort: (column: RegistrantColumnId) => void;
  /** Null when the admin may not delete (staff). */
  onDelete: ((row: ListedRegistrant, button: HTMLButtonElement) => void) | null;
  /** Null when nothing may be changed (a past edition). */
  onEdit: ((row: ListedRegistrant, button: HTMLButtonElement) => void) | null;
  /** Sends the confirmation again; absent where the host offers no such action. */
  onResend?: (row: ListedRegistrant) => Promise<void>;
  scrollRef?: Ref<HTMLDivElement>;
  captionId: string;
  /** The edition's sessions, as columns (default: the current edition's). */
  sessions?: readonly SessionInfo[];
}

const sessionColumnsOf = (sessions: readonly SessionInfo[]): ReadonlySet<RegistrantColumnId> =>
  new Set(sessions.map((session) => session.code));
/** Free text that may be long wraps; everything else stays on one line. */
const WRAPPING_COLUMNS: ReadonlySet<RegistrantColumnId> = new Set(['company', 'title', 'about']);

function cellClass(
  column: RegistrantColumnId,
  registrant: Registrant,
  sessionColumns: ReadonlySet<RegistrantColumnId>,
): string | undefined {
  if (sessionColumns.has(column)) {
    const cell = attendanceCell(registrant.sessions, column as SessionCode, registrant.seats);
    return cell ? `admin-cell--session admin-cell--${cell}` : 'admin-cell--session';
  }
  if (column === 'no') return 'admin-cell--number';
  if (WRAPPING_COLUMNS.has(column)) return `admin-cell--wrap admin-col--${column}`;
  return undefined;
}

function SortIcon({ direction }: { direction: RegistrantSort['direction'] | null }) {
  return (
    <span className="admin-sort-icon" aria-hidden="true">
      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
    </span>
  );
}

export const RegistrantTable = memo(function RegistrantTable({
  rows,
  start,
  total,
  locale,
  sort,
  onSort,
  onDelete,
  onEdit,
  onResend,
  scrollRef,
  captionId,
  sessions = SESSIONS,
}: RegistrantTableProps) {
  const t = REGISTRANTS_TEXT[locale];
  const edit = REGISTRANT_EDIT_TEXT[locale].edit;
  const phone = usePhoneLayout();
  const allColumns = registrantColumns(locale, sessions);
  const order = columnOrder(allColumns.length, phone ? allColumns.findIndex((column) => column.id === 'name') : -1);
  const columns = order.map((index) => allColumns[index]!);
  const sessionColumns = sessionColumnsOf(sessions);
  return (
    <>
      {/* On a phone the table scrolls sideways (its cue says so; the shadow at the edge shows more). */}
      <p className="admin-table-cue" aria-hidden="true">
        {t.scrollCue}
      </p>
      <div
        ref={scrollRef}
        className="admin-table-scroll admin-table-scroll--cue"
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        <table className="admin-table">
          <caption id={captionId}>
            <span className="admin-table__caption">{t.tableCaption(start + 1, start + rows.length, total)}</span>
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sort.column === column.id ? sort.direction : null;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sorted ?? undefined}
                    className={sessionColumns.has(column.id) ? 'admin-col--session' : `admin-col--${column.id}`}
                  >
                    <button type="button" className="admin-sort" onClick={() => onSort(column.id)}>
                      <span>{column.header}</span>
                      <SortIcon direction={sorted} />
                    </button>
                  </th>
                );
              })}
              <th scope="col" className="admin-col--actions">
                {t.actions}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const { registrant } = row;
              // No. is the registrant's place in the full list, whatever the filter or the sort.
              const rowCells = registrantRow(registrant, row.order, locale, sessions);
              const cells = order.map((index) => rowCells[index]!);
              return (
                <tr key={registrant.id}>
                  {cells.map((cell, c) => {
                    const column = columns[c]!.id;
                    // The name identifies the row for screen readers moving along a column.
                    return column === 'name' ? (
                      <th key={column} scope="row">
                        {cell}
                        {registrant.alsoEditions?.length ? (
                          <span className="admin-also-edition">{t.alsoEditions(registrant.alsoEditions)}</span>
                        ) : null}
                      </th>
                    ) : (
                      <td key={column} className={cellClass(column, registrant, sessionColumns)}>
                        {cell}
                      </td>
                    );
                  })}
                  <td className="admin-cell--actions">
                    <MailStatusBadge mail={registrant.mail} locale={locale} />
                    {onResend ? (
                      <ResendConfirmationButton
                        who={`${registrant.name} (${registrant.email})`}
                        locale={locale}
                        onResend={() => onResend(row)}
                      />
                    ) : null}
                    {onEdit ? (
                      <button
                        type="button"
                        className="admin-edit"
                        onClick={(event) => onEdit(row, event.currentTarget)}
                      >
                        {edit} <span className="visually-hidden">{`${registrant.name} (${registrant.email})`}</span>
                      </button>
                    ) : null}
                    {onDelete ? (
                      <button
                        type="button"
                        className="admin-delete"
                        onClick={(event) => onDelete(row, event.currentTarget)}
                      >
                        {t.delete} <span className="visually-hidden">{`${registrant.name} (${registrant.email})`}</span>
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
});

/** The width below which the table takes its phone layout; the same as RegistrantTable.css's. */
const PHONE_QUERY = '(max-width: 639.98px)';

function subscribePhone(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on a phone-wide window (false where there is no window, as in the prerender and jsdom). */
function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(PHONE_QUERY).matches : false),
    () => false,
  );
}

/** The columns' display order: as the spreadsheet has them, or with the column at `first` moved to the front. */
function columnOrder(count: number, first: number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  if (first <= 0) return order;
  return [first, ...order.filter((index) => index !== first)];
}
