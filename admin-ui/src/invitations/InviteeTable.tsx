/**
 * The invitees with their state, as a table that scrolls sideways on a phone (with the cue): a
 * checkbox each to send or send again, and "Remove at their request" per invitee.
 */
import { INVITATION_STATE_WORDS, type InvitationRow, type Locale, formatKoreaDateTime } from '@forum/shared';
import { INVITATIONS_TEXT } from './invitationsText';

export interface InviteeTableProps {
  rows: readonly InvitationRow[];
  locale: Locale;
  /** A past edition's list: no selection, no removal. */
  readOnly: boolean;
  selected: ReadonlySet<number>;
  onSelect(next: ReadonlySet<number>): void;
  onRemove(row: InvitationRow): void;
  busy: boolean;
}

export function InviteeTable({ rows, locale, readOnly, selected, onSelect, onRemove, busy }: InviteeTableProps) {
  const t = INVITATIONS_TEXT[locale];
  const chosen = rows.filter((row) => selected.has(row.id));
  return (
    <>
      {/* On a phone the list scrolls sideways: the cue says so, as the registrant list's does. */}
      <p className="admin-table-cue" aria-hidden="true">
        {t.scrollCue}
      </p>
      <div className="admin-table-scroll admin-table-scroll--cue" tabIndex={0} role="region" aria-label={t.listCaption}>
        <table className="admin-table">
          <caption>
            <span className="admin-table__caption">{t.listCaption}</span>
          </caption>
          <thead>
            <tr>
              {readOnly ? null : (
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label={t.selectAll}
                    checked={chosen.length === rows.length}
                    onChange={(event) =>
                      onSelect(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())
                    }
                  />
                </th>
              )}
              <th scope="col">{t.name}</th>
              <th scope="col">{t.company}</th>
              <th scope="col">{t.email}</th>
              <th scope="col">{t.language}</th>
              <th scope="col">{t.state}</th>
              <th scope="col">{t.sentAt}</th>
              <th scope="col">{t.registration}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {readOnly ? null : (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t.select(row.email)}
                      checked={selected.has(row.id)}
                      onChange={(event) => {
                        const next = new Set(selected);
                        if (event.target.checked) next.add(row.id);
                        else next.delete(row.id);
                        onSelect(next);
                      }}
                    />
                  </td>
                )}
                {/* The removal sits with the name: the first thing on a row, never scrolled out of view. */}
                <td className="admin-invitations__who">
                  <span>{row.name}</span>
                  {readOnly ? null : (
                    <button
                      type="button"
                      className="admin-invitations__remove"
                      disabled={busy}
                      aria-label={t.removeFor(row.name)}
                      onClick={() => onRemove(row)}
                    >
                      {t.remove}
                    </button>
                  )}
                </td>
                <td>{row.company}</td>
                <td>{row.email}</td>
                <td>{row.locale === 'ko' ? '한국어' : 'English'}</td>
                <td>
                  <span className={`admin-invitations__state admin-invitations__state--${row.state}`}>
                    {INVITATION_STATE_WORDS[locale][row.state]}
                  </span>
                </td>
                <td>{row.sentAt ? formatKoreaDateTime(row.sentAt) : ''}</td>
                <td>{row.registrationId ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
