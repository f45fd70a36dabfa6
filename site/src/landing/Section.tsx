import type { ReactNode } from 'react';
import './Section.css';

/**
 * A landing section: the anchor target of the menu (id), labelled by its h2. It takes focus
 * (tabIndex -1) when the menu scrolls to it, so keyboard users continue from there.
 */
export function Section({
  id,
  heading,
  tone = 'plain',
  children,
}: {
  id: string;
  heading: string;
  tone?: 'plain' | 'surface';
  children: ReactNode;
}) {
  return (
    <section id={id} className={`section section--${tone}`} aria-labelledby={`${id}-heading`} tabIndex={-1}>
      <div className="container">
        <h2 id={`${id}-heading`} className="section__heading">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}
