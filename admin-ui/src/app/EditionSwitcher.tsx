/**
 * The edition switcher in the bar: a button naming the forum viewed, opening the list of editions
 * (the current one marked, each with its registrants and, for a past one, until when it is kept).
 * A list of buttons rather than a native select, so the choices can carry those facts and the open
 * list looks the same on the web page and in the desktop console.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '@forum/shared';
import type { EditionSummary } from '../lib/editions';
import { APP_TEXT } from './appText';
import './EditionSwitcher.css';

export interface EditionSwitcherProps {
  locale: Locale;
  editions: readonly EditionSummary[];
  /** The year viewed. */
  year: number;
  onChoose(year: number): void;
}

export function EditionSwitcher({ locale, editions, year, onChoose }: EditionSwitcherProps) {
  const t = APP_TEXT[locale];
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const viewed = editions.find((edition) => edition.year === year);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        button.current?.focus();
      } else if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className="admin-editions" ref={root}>
      <button
        ref={button}
        type="button"
        className={
          viewed?.current === false ? 'admin-editions__button admin-editions__button--past' : 'admin-editions__button'
        }
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((previous) => !previous)}
      >
        <span className="visually-hidden">{t.editions}: </span>
        {t.editionButton(year)}
        {viewed && !viewed.current ? ` (${t.editionEnded})` : null}
        <span aria-hidden="true" className="admin-editions__chevron">
          ▾
        </span>
      </button>
      {open ? (
        <ul id={`${id}-list`} className="admin-editions__list" aria-label={t.editions}>
          {[...editions].reverse().map((edition) => (
            <li key={edition.year}>
              <button
                type="button"
                className="admin-editions__choice"
                aria-current={edition.year === year ? 'true' : undefined}
                onClick={() => {
                  setOpen(false);
                  button.current?.focus();
                  if (edition.year !== year) onChoose(edition.year);
                }}
              >
                <span className="admin-editions__year">
                  {t.editionButton(edition.year)}
                  <span
                    className={
                      edition.current ? 'admin-editions__mark admin-editions__mark--current' : 'admin-editions__mark'
                    }
                  >
                    {edition.current ? t.editionCurrent : t.editionEnded}
                  </span>
                </span>
                <span className="admin-editions__facts">
                  {t.editionRegistrants(edition.registrants)}
                  {edition.current ? null : ` · ${t.editionKeptUntil(edition.retentionUntil)}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
