/**
 * The site's lists (logos, investors, companies, startups, paragraphs, social links, history): a
 * long list closed under its name and count (58 investors would otherwise be a page of their own;
 * its rows are drawn once opened), each entry one compact row with its move and remove buttons.
 */
import type { ReactNode } from 'react';
import { fieldId, useEditor } from '../editorContext';
import { FieldProblems } from '../fields/Fields';
import { SITE_FIELD_TEXT } from '../siteFieldText';
import { Disclosure } from './Disclosure';
import './SiteSections.css';

export interface SiteListProps {
  /** The list's path (`site.investors.items`). */
  path: string;
  title: string;
  count: number;
  hint?: string;
  addLabel: string;
  /** A new entry, blank. */
  blank: () => unknown;
  /** Closed under its name and count: a long list. */
  collapsed?: boolean;
  children: ReactNode;
}

export function SiteList({ path, title, count, hint, addLabel, blank, collapsed, children }: SiteListProps) {
  const { dispatch, readOnly, locale } = useEditor();
  const body = (
    <>
      {hint ? <p className="forum-hint forum-site-list__hint">{hint}</p> : null}
      <ol className="forum-list forum-site-list">{children}</ol>
      {readOnly ? null : (
        <button
          type="button"
          className="admin-button admin-button--secondary"
          onClick={() => dispatch({ type: 'append', path, item: blank() })}
        >
          {addLabel}
        </button>
      )}
      <FieldProblems path={path} />
    </>
  );
  if (!collapsed)
    return (
      <fieldset className="forum-group" id={fieldId(path)}>
        <legend>{title}</legend>
        {body}
      </fieldset>
    );
  return (
    <Disclosure
      path={path}
      className="forum-site-list__card"
      summary={
        <>
          <strong>{title}</strong>
          <span className="forum-card__meta">{SITE_FIELD_TEXT[locale].count(count)}</span>
        </>
      }
    >
      {body}
    </Disclosure>
  );
}

/**
 * One entry's row: its fields in a line where there is room, stacked on a phone. `path` gives the
 * row the entry's id (problems lead to it); an entry that is one text (a paragraph) has that id on
 * its field already.
 */
export function SiteRow({ path, children, wide }: { path?: string; children: ReactNode; wide?: boolean }) {
  return (
    <li
      className={wide ? 'forum-site-row forum-site-row--wide' : 'forum-site-row'}
      id={path ? fieldId(path) : undefined}
      tabIndex={path ? -1 : undefined}
    >
      {children}
    </li>
  );
}

/** Up, down and remove for the entry at `index` of `list`, each naming what it moves for a screen reader. */
export function RowActions({ list, index, count, what }: { list: string; index: number; count: number; what: string }) {
  const { f, dispatch, readOnly, locale } = useEditor();
  if (readOnly) return null;
  const s = SITE_FIELD_TEXT[locale];
  const buttons = [
    {
      glyph: '↑',
      label: f.moveUp,
      disabled: index === 0,
      onClick: () => dispatch({ type: 'move', path: list, index, by: -1 }),
    },
    {
      glyph: '↓',
      label: f.moveDown,
      disabled: index === count - 1,
      onClick: () => dispatch({ type: 'move', path: list, index, by: 1 }),
    },
    { glyph: '×', label: s.remove, disabled: false, onClick: () => dispatch({ type: 'remove', path: list, index }) },
  ];
  return (
    <div className="forum-site-row__actions">
      {buttons.map((button) => (
        <button
          key={button.glyph}
          type="button"
          title={button.label}
          className={`admin-button admin-button--quiet forum-icon-button${button.glyph === '×' ? ' forum-drop' : ''}`}
          disabled={button.disabled}
          onClick={button.onClick}
        >
          <span aria-hidden="true">{button.glyph}</span>
          <span className="visually-hidden">
            {button.label} {what}
          </span>
        </button>
      ))}
    </div>
  );
}
