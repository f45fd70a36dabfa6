/**
 * The cells a spreadsheet import refused, one row each: the file's row (the header is row 1; 0 is
 * the whole file), the column in the organiser's words and why. The invitations screen and the
 * Forum screen's list imports both answer with it. It fits a phone's width (tight cells that
 * wrap) and scrolls down inside its region when the report is long.
 */
import type { Locale } from '@forum/shared';
import './ImportRowReport.css';

export interface ImportRowError {
  row: number;
  /** The API's column key, or null for the whole row or file. */
  column: string | null;
  message: string;
}

const REPORT_TEXT = {
  ko: { caption: '파일의 문제', row: '행', column: '열', problem: '문제', wholeFile: '파일 전체' },
  en: { caption: 'Problems in the file', row: 'Row', column: 'Column', problem: 'Problem', wholeFile: 'whole file' },
} as const satisfies Record<Locale, Record<string, string>>;

export interface ImportRowReportProps {
  errors: readonly ImportRowError[];
  locale: Locale;
  /** A column key in the organiser's words. */
  columnName(column: string): string;
}

export function ImportRowReport({ errors, locale, columnName }: ImportRowReportProps) {
  const t = REPORT_TEXT[locale];
  return (
    <div className="admin-table-scroll admin-import-report" tabIndex={0} role="region" aria-label={t.caption}>
      <table className="admin-table">
        <caption>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.row}</th>
            <th scope="col">{t.column}</th>
            <th scope="col">{t.problem}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, index) => (
            <tr key={`${error.row}-${error.column ?? ''}-${index}`}>
              <td className="admin-import-report__row">{error.row === 0 ? t.wholeFile : error.row}</td>
              <td>{error.column ? columnName(error.column) : ''}</td>
              <td className="admin-import-report__problem">{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
