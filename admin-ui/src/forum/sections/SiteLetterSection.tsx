/**
 * The top of the site: the year the forum's ordinal counts from, the words around its name, the
 * pages' description and the mayor's letter (its paragraphs added, moved and removed, its photo and
 * signature with their descriptions), with the placeholders that fill in the facts.
 */
import { memo } from 'react';
import { editionOrdinal } from '@forum/shared';
import type { EditionDocument } from '../editionDocument';
import { useEditor } from '../editorContext';
import { TextField } from '../fields/Fields';
import { SitePictureField } from '../fields/SitePictureField';
import { WordsField } from '../fields/WordsField';
import { SITE_FIELD_TEXT } from '../siteFieldText';
import { FormSection } from './FormSection';
import { PlaceholderHint } from './PlaceholderHint';
import { RowActions, SiteList, SiteRow } from './SiteList';

/** A year as typed: a whole number, else the text itself for the check to name. */
export const yearFromTyped = (typed: string): number | string =>
  typed.trim() !== '' && Number.isInteger(Number(typed)) ? Number(typed) : typed;

/** What the section shows of the document: the site's words and the facts its placeholders name. */
const SHOWN = ['site', 'year', 'name', 'days', 'venue'] as const;

// Drawn again only when what it shows changed, not at each keystroke elsewhere in the form.
export const SiteLetterSection = memo(
  function SiteLetterSection({ document }: { document: EditionDocument }) {
    const { locale } = useEditor();
    const s = SITE_FIELD_TEXT[locale];
    const { site } = document;
    const letter = site.greeting;
    const paragraphs = 'site.greeting.paragraphs';
    return (
      <FormSection path="site-letter" title={s.letterSection} intro={s.letterHelp}>
        <PlaceholderHint edition={document} firstYear={site.firstYear} />
        <TextField
          path="site.firstYear"
          type="number"
          label={s.firstYear}
          value={site.firstYear}
          hint={s.firstYearHint(editionOrdinal(document.year, site.firstYear, locale), document.year)}
          toValue={yearFromTyped}
          className="forum-field--narrow"
        />
        <WordsField path="site.hero.subtitle" label={s.heroSubtitle} value={site.hero.subtitle} />
        <WordsField path="site.hero.description" label={s.heroDescription} value={site.hero.description} multiline />
        <WordsField path="site.description" label={s.description} value={site.description} multiline />

        <fieldset className="forum-group" id="forum-site.greeting">
          <legend>{s.letter}</legend>
          <WordsField path="site.greeting.heading" label={s.letterHeading} value={letter.heading} />
          <WordsField path="site.greeting.salutation" label={s.salutation} value={letter.salutation} />
          <SiteList
            path={paragraphs}
            title={s.paragraphs}
            count={letter.paragraphs.length}
            addLabel={s.addParagraph}
            blank={() => ({ en: '', ko: '' })}
          >
            {letter.paragraphs.map((paragraph, index) => (
              <SiteRow key={index} wide>
                <WordsField
                  path={`${paragraphs}.${index}`}
                  label={s.paragraph(index + 1)}
                  value={paragraph}
                  multiline
                />
                <RowActions
                  list={paragraphs}
                  index={index}
                  count={letter.paragraphs.length}
                  what={s.paragraph(index + 1)}
                />
              </SiteRow>
            ))}
          </SiteList>
          <WordsField path="site.greeting.closing" label={s.closing} value={letter.closing} />
          <WordsField path="site.greeting.signatureName" label={s.signatureName} value={letter.signatureName} />
          <WordsField path="site.greeting.signatureRole" label={s.signatureRole} value={letter.signatureRole} />
          {(['photo', 'signature'] as const).map((which) => (
            <div key={which} className="forum-site-pictures__one">
              <SitePictureField
                path={`site.greeting.${which}`}
                label={s[which]}
                picture={letter[which]}
                use={which === 'photo' ? 'portrait' : 'picture'}
                subject={s[which]}
              />
              <WordsField
                path={`site.greeting.${which}.alt`}
                label={s.alt(s[which])}
                value={letter[which].alt}
                hint={s.altHint}
              />
            </div>
          ))}
        </fieldset>
      </FormSection>
    );
  },
  (before, after) => SHOWN.every((key) => before.document[key] === after.document[key]),
);
