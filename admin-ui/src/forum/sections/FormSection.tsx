/** One part of the edition form: a headed region the problems list can lead to. */
import type { ReactNode } from 'react';
import { fieldId } from '../editorContext';

export interface FormSectionProps {
  /** The document path the part edits (`sessions`), or a name of its own (`basics`). */
  path: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

export function FormSection({ path, title, intro, children }: FormSectionProps) {
  const id = fieldId(path);
  return (
    <section className="forum-section" id={id} tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro ? <p className="forum-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
