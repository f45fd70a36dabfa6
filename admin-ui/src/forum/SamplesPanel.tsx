/**
 * Beside the problems: what of the site is still the shipped sample content (names, links and
 * generated pictures to replace), each entry leading to its field. It never blocks publishing: a
 * forum may go out with a sample logo wall, but the organiser sees what is left. Found with the
 * shared rule the check's `samples` comes from (siteSamples), on the document as typed, so the list
 * shrinks with each replacement without waiting for the save. Grouped by part of the site, each
 * group closed under its count: the shipped site has hundreds.
 */
import { useMemo, useState } from 'react';
import { type EditionSite, type Locale, type SampleContent, siteSamples } from '@forum/shared';
import { FORUM_TEXT } from './forumText';
import { goToField } from './problemPlace';
import { sitePartName, sitePlace } from './sitePlace';

interface Group {
  part: string;
  samples: SampleContent[];
}

function groupsOf(samples: readonly SampleContent[]): Group[] {
  const groups = new Map<string, SampleContent[]>();
  for (const sample of samples) {
    const part = sample.path.split('.')[1] ?? '';
    groups.set(part, [...(groups.get(part) ?? []), sample]);
  }
  return [...groups].map(([part, list]) => ({ part, samples: list }));
}

function SampleGroup({ group, site, locale }: { group: Group; site: EditionSite; locale: Locale }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <details className="forum-samples__group" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          {sitePartName(group.part, locale)}{' '}
          <span className="forum-badge forum-badge--sample">{group.samples.length}</span>
        </summary>
        {/* Drawn once opened: a group may hold a hundred entries. */}
        {open ? (
          <ul className="forum-problem-list forum-samples__list">
            {group.samples.map((sample) => (
              <li key={sample.path}>
                <a
                  href={`#forum-${sample.path}`}
                  onClick={(event) => {
                    event.preventDefault();
                    void goToField(sample.path);
                  }}
                >
                  <span className="forum-problem-list__place">{sitePlace(sample.path, site, locale)}:</span>{' '}
                  {sample.message}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </details>
    </li>
  );
}

export function SamplesPanel({ site, locale }: { site: EditionSite; locale: Locale }) {
  const t = FORUM_TEXT[locale];
  const samples = useMemo(() => siteSamples(site, locale), [site, locale]);
  const groups = useMemo(() => groupsOf(samples), [samples]);
  return (
    <section
      className={samples.length > 0 ? 'forum-panel forum-panel--samples' : 'forum-panel forum-panel--ok'}
      aria-labelledby="forum-samples-title"
    >
      <h2 id="forum-samples-title">{samples.length > 0 ? t.samplesHeading(samples.length) : t.noSamples}</h2>
      {samples.length > 0 ? (
        <>
          <p className="forum-hint">{t.samplesHelp}</p>
          <ul className="forum-samples">
            {groups.map((group) => (
              <SampleGroup key={group.part} group={group} site={site} locale={locale} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
