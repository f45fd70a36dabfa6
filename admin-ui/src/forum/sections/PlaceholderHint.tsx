/**
 * The placeholders a site text may use, each with what it stands for and what the site fills in
 * for this edition in both languages, so the organiser writes `{dates}` instead of typing a date
 * that next year's copy would carry along.
 */
import { type Edition, SITE_PLACEHOLDERS, type SitePlaceholder, siteFacts } from '@forum/shared';
import { useEditor } from '../editorContext';
import { SITE_FIELD_TEXT } from '../siteFieldText';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** This edition's facts in both languages; none while a day is not a date yet. */
function factsOf(edition: Edition, firstYear: number): Record<'en' | 'ko', Record<SitePlaceholder, string>> | null {
  if (!Object.values(edition.days).every((day) => DATE.test(day))) return null;
  return { en: siteFacts(edition, firstYear, 'en'), ko: siteFacts(edition, firstYear, 'ko') };
}

export function PlaceholderHint({ edition, firstYear }: { edition: Edition; firstYear: number }) {
  const { locale } = useEditor();
  const s = SITE_FIELD_TEXT[locale];
  const facts = factsOf(edition, firstYear);
  return (
    <div className="forum-placeholders" id="forum-site-placeholders">
      <p className="forum-hint">{s.placeholdersHint}</p>
      <ul className="forum-placeholders__list">
        {SITE_PLACEHOLDERS.map((name) => (
          <li key={name}>
            <code>{`{${name}}`}</code> {s.placeholders[name]}
            {facts ? (
              <span className="forum-placeholders__now">
                : <span lang="en">{facts.en[name]}</span>
                {/* A fact the same in both languages (the year) is said once. */}
                {facts.ko[name] === facts.en[name] ? null : (
                  <>
                    {' · '}
                    <span lang="ko">{facts.ko[name]}</span>
                  </>
                )}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
