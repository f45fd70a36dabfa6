/**
 * The forum year by year: each edition with its state, days, registrants and retention date, a
 * draft to edit or a published one to view, and "Prepare <next year>" copied from the current one
 * (or the draft already being prepared to continue).
 */
import { useId } from 'react';
import { type Locale, formatDateRange, formatLongDate } from '@forum/shared';
import type { EditionListing } from './editionDocument';
import { StateBadge, draftInPreparation, nextToPrepare } from './editionStates';
import { FORUM_TEXT } from './forumText';

export interface EditionsListProps {
  editions: readonly EditionListing[];
  locale: Locale;
  busy: boolean;
  onOpen(year: number): void;
  onPrepare(from: number, year: number): void;
}

export function EditionsList({ editions, locale, busy, onOpen, onPrepare }: EditionsListProps) {
  const t = FORUM_TEXT[locale];
  const id = useId();
  const prepare = nextToPrepare(editions);
  const draft = draftInPreparation(editions);
  return (
    <>
      <div className="forum-panel forum-prepare">
        {prepare ? (
          <>
            <button
              type="button"
              className="admin-button admin-button--primary"
              disabled={busy}
              aria-describedby={`${id}-prepare`}
              onClick={() => onPrepare(prepare.from, prepare.year)}
            >
              {busy ? t.preparing : t.prepare(prepare.year)}
            </button>
            <p id={`${id}-prepare`} className="forum-hint">
              {t.prepareHelp(prepare.from, prepare.year)}
            </p>
          </>
        ) : draft ? (
          <button type="button" className="admin-button admin-button--primary" onClick={() => onOpen(draft.year)}>
            {t.continueDraft(draft.year)}
          </button>
        ) : null}
      </div>

      <div className="admin-table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className="admin-table admin-table--cards forum-editions">
          <caption id={`${id}-caption`}>{t.editionsTable}</caption>
          <thead>
            <tr>
              <th scope="col">{t.year}</th>
              <th scope="col">{t.state}</th>
              <th scope="col">{t.days}</th>
              <th scope="col">{t.registrants}</th>
              <th scope="col">{t.keptUntil}</th>
              <th scope="col">{t.actions}</th>
            </tr>
          </thead>
          <tbody>
            {editions.map((edition) => (
              <tr key={edition.year}>
                <th scope="row">{edition.year}</th>
                <td data-label={t.state}>
                  <StateBadge state={edition.state} current={edition.current} locale={locale} />
                </td>
                <td data-label={t.days}>{edition.days.length > 0 ? formatDateRange(edition.days, locale) : '—'}</td>
                <td data-label={t.registrants}>{t.registrantCount(edition.registrants)}</td>
                <td data-label={t.keptUntil}>
                  {edition.retentionUntil ? formatLongDate(edition.retentionUntil, locale) : '—'}
                </td>
                <td className="admin-table__actions">
                  <button type="button" className="admin-edit" onClick={() => onOpen(edition.year)}>
                    {edition.state === 'draft' || edition.state === 'current' ? t.edit : t.open}{' '}
                    <span className="visually-hidden">{t.forYear(edition.year)}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
