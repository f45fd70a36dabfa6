/**
 * The desk's "Print badge", shown once a person is checked in (at the desk or as a walk-in): it
 * fetches that person's badge with the desk's token and opens it in the print dialog. The layout
 * (label printer or A6 sheet) is the desk's setting, remembered on this computer.
 */
import { useId, useMemo, useState } from 'react';
import { BADGE_LAYOUTS, type BadgeLayout, errorMessage, isBadgeLayout } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import { openPdf } from '../lib/pdfOutput';
import { createBadgeApi } from './badgeApi';
import { BADGES_TEXT } from './badgesText';
import './PrintBadgeButton.css';

export const DESK_BADGE_LAYOUT_KEY = 'forum.desk.badgeLayout';

export interface PrintBadgeButtonProps {
  /** The person's check-in code. */
  code: string;
}

export function PrintBadgeButton({ code }: PrintBadgeButtonProps) {
  const { platform, token, locale, client, onSessionEnded } = useAdmin();
  const t = BADGES_TEXT[locale];
  const id = useId();
  const api = useMemo(() => createBadgeApi(client), [client]);
  const [layout, setLayout] = useState<BadgeLayout>(() => {
    const stored = platform.storage.get(DESK_BADGE_LAYOUT_KEY);
    return isBadgeLayout(stored) ? stored : 'label-90x54';
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function print() {
    setBusy(true);
    setProblem(null);
    const result = await api.one(token, code, layout);
    if (!result.ok) {
      setBusy(false);
      if (result.status === 401) return onSessionEnded(result.code);
      return setProblem(`${t.printFailed} ${errorMessage(result.code, locale)}`);
    }
    const handed = await openPdf(platform, result.value, 'badge.pdf', 'print');
    setBusy(false);
    if ('failed' in handed) setProblem(`${t.printFailed} ${handed.message}`);
  }

  return (
    <div className="badge-print">
      <button
        type="button"
        className="admin-button admin-button--secondary"
        disabled={busy}
        onClick={() => void print()}
      >
        {busy ? <span className="admin-spinner" aria-hidden="true" /> : null}
        {busy ? t.printingBadge : t.printBadge}
      </button>
      <label htmlFor={`${id}-layout`} className="visually-hidden">
        {t.deskLayout}
      </label>
      <select
        id={`${id}-layout`}
        className="badge-print__layout"
        value={layout}
        onChange={(event) => {
          const value = event.target.value;
          if (!isBadgeLayout(value)) return;
          setLayout(value);
          platform.storage.set(DESK_BADGE_LAYOUT_KEY, value);
        }}
      >
        {BADGE_LAYOUTS.map((value) => (
          <option key={value} value={value}>
            {t.layouts[value]}
          </option>
        ))}
      </select>
      {problem ? (
        <p className="admin-alert badge-print__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
