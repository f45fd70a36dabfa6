/** Page controls of the registrant table: first, previous, a page picker, next, last. */
import { useId } from 'react';
import type { Locale } from '@forum/shared';
import { COMMON_TEXT, formatCount } from './commonText';
import './Pagination.css';

export interface PaginationProps {
  page: number;
  pageCount: number;
  locale: Locale;
  onPage: (page: number) => void;
}

export function Pagination({ page, pageCount, locale, onPage }: PaginationProps) {
  const t = COMMON_TEXT[locale];
  const id = useId();
  if (pageCount <= 1) return null;
  const first = page <= 1;
  const last = page >= pageCount;
  return (
    <nav className="admin-pages" aria-label={t.pagination}>
      <button type="button" className="admin-button admin-button--secondary" disabled={first} onClick={() => onPage(1)}>
        <span aria-hidden="true">« </span>
        {t.firstPage}
      </button>
      <button
        type="button"
        className="admin-button admin-button--secondary"
        disabled={first}
        onClick={() => onPage(page - 1)}
      >
        <span aria-hidden="true">‹ </span>
        {t.previousPage}
      </button>
      <span className="admin-pages__picker">
        <label htmlFor={`${id}-page`}>{t.page}</label>
        <select
          id={`${id}-page`}
          value={page}
          aria-describedby={`${id}-of`}
          onChange={(event) => onPage(Number(event.target.value))}
        >
          {Array.from({ length: pageCount }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {formatCount(i + 1, locale)}
            </option>
          ))}
        </select>
        <span id={`${id}-of`}>{t.pageOf(pageCount)}</span>
      </span>
      <button
        type="button"
        className="admin-button admin-button--secondary"
        disabled={last}
        onClick={() => onPage(page + 1)}
      >
        {t.nextPage}
        <span aria-hidden="true"> ›</span>
      </button>
      <button
        type="button"
        className="admin-button admin-button--secondary"
        disabled={last}
        onClick={() => onPage(pageCount)}
      >
        {t.lastPage}
        <span aria-hidden="true"> »</span>
      </button>
    </nav>
  );
}
