/**
 * A card that opens and closes (a session, a programme item, a speaker): the native <details>,
 * keyboard- and screen-reader-ready as it is. Its summary says what it is and how many problems it
 * holds. Its fields are drawn only while it is open, so a programme of dozens of speakers stays
 * light to type in; it opens by itself when problems appear in it (none is hidden) and never
 * closes by itself while being edited.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { fieldId, useEditor } from '../editorContext';
import { FORUM_TEXT } from '../forumText';

export interface DisclosureProps {
  path: string;
  summary: ReactNode;
  /** Opened from the start (a card just added). */
  open?: boolean;
  children: ReactNode;
  className?: string;
}

export function Disclosure({ path, summary, open = false, children, className }: DisclosureProps) {
  const { problemsUnder, locale } = useEditor();
  const problems = problemsUnder(path);
  const ref = useRef<HTMLDetailsElement>(null);
  const [shown, setShown] = useState(open);

  useEffect(() => {
    if (ref.current && (open || problems > 0)) ref.current.open = true;
  }, [open, problems]);

  return (
    <details
      className={className ? `forum-card ${className}` : 'forum-card'}
      id={fieldId(path)}
      ref={ref}
      open={shown || undefined}
      onToggle={(event) => setShown(event.currentTarget.open)}
    >
      <summary>
        <span className="forum-card__summary">{summary}</span>
        {problems > 0 ? (
          <span className="forum-badge forum-badge--problem">{FORUM_TEXT[locale].problemsInside(problems)}</span>
        ) : null}
      </summary>
      {shown ? <div className="forum-card__body">{children}</div> : null}
    </details>
  );
}
