/**
 * The pages beside the landing: /link's description, and /about's description, introduction
 * paragraphs and history (a year each, with its title and text), which says it is sample text
 * until the organisers' own history replaces it.
 */
import { memo } from 'react';
import type { EditionSite, SiteHistoryEntry, Words } from '@forum/shared';
import { useEditor } from '../editorContext';
import { CheckField, TextField } from '../fields/Fields';
import { WordsField } from '../fields/WordsField';
import { SITE_FIELD_TEXT } from '../siteFieldText';
import { FormSection } from './FormSection';
import { yearFromTyped } from './SiteLetterSection';
import { RowActions, SiteList, SiteRow } from './SiteList';

const INTRO = 'site.about.intro';
const HISTORY = 'site.about.history';
const blankWords = (): Words => ({ en: '', ko: '' });

// Drawn again only when the site's words changed, not at each keystroke elsewhere in the form.
export const SitePagesSection = memo(function SitePagesSection({ site, year }: { site: EditionSite; year: number }) {
  const { dispatch, locale } = useEditor();
  const s = SITE_FIELD_TEXT[locale];
  const { link, about } = site;
  // A new year follows the last one listed.
  const nextYear = (about.history.at(-1)?.year ?? year - 1) + 1;
  return (
    <FormSection path="site-pages" title={s.pagesSection}>
      <WordsField path="site.link.description" label={s.linkDescription} value={link.description} multiline />
      <WordsField path="site.about.description" label={s.aboutDescription} value={about.description} multiline />
      <SiteList
        path={INTRO}
        title={s.aboutIntro}
        count={about.intro.length}
        addLabel={s.addParagraph}
        blank={blankWords}
      >
        {about.intro.map((paragraph, index) => (
          <SiteRow key={index} wide>
            <WordsField path={`${INTRO}.${index}`} label={s.introParagraph(index + 1)} value={paragraph} multiline />
            <RowActions list={INTRO} index={index} count={about.intro.length} what={s.introParagraph(index + 1)} />
          </SiteRow>
        ))}
      </SiteList>
      <SiteList
        path={HISTORY}
        title={s.history}
        count={about.history.length}
        addLabel={s.addHistory}
        blank={(): SiteHistoryEntry => ({ year: nextYear, title: blankWords(), text: blankWords() })}
      >
        {about.history.map((entry, index) => {
          const path = `${HISTORY}.${index}`;
          return (
            <SiteRow key={index} path={path}>
              <TextField
                path={`${path}.year`}
                type="number"
                label={s.historyYear}
                value={entry.year}
                toValue={yearFromTyped}
                className="forum-site-row__year"
              />
              <WordsField path={`${path}.title`} label={s.historyTitle} value={entry.title} />
              <RowActions
                list={HISTORY}
                index={index}
                count={about.history.length}
                what={`${s.historyEntry(index + 1)} (${entry.year})`}
              />
              {/* The year's text is long: a line of its own under its year and title. */}
              <div className="forum-site-row__full">
                <WordsField path={`${path}.text`} label={s.historyText} value={entry.text} multiline />
              </div>
            </SiteRow>
          );
        })}
      </SiteList>
      <CheckField
        path="site.about.historyIsSample"
        label={s.historyIsSample}
        checked={about.historyIsSample}
        onChange={(sample) => dispatch({ type: 'set', path: 'site.about.historyIsSample', value: sample })}
      />
    </FormSection>
  );
});
