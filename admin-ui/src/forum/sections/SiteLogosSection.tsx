/**
 * The organisers' and partners' logos on the site: each entry its logo, its name in both languages
 * (the logo's description), its link and whether the artwork needs a dark tile behind it.
 */
import { memo } from 'react';
import type { EditionSite, SiteLogo } from '@forum/shared';
import { useEditor } from '../editorContext';
import { CheckField, TextField } from '../fields/Fields';
import { SitePictureField } from '../fields/SitePictureField';
import { SITE_PICTURE_TEXT } from '../fields/pictureText';
import { WordsField } from '../fields/WordsField';
import { SITE_FIELD_TEXT } from '../siteFieldText';
import { FormSection } from './FormSection';
import { RowActions, SiteList, SiteRow } from './SiteList';

export const blankLogo = (): SiteLogo => ({
  name: { en: '', ko: '' },
  src: '',
  width: 0,
  height: 0,
  link: '',
  dark: false,
});

interface LogoRowProps {
  list: string;
  index: number;
  count: number;
  logo: SiteLogo;
  /** "Organiser 2": the entry's name until it has one of its own. */
  numbered: string;
}

// Drawn again only when its own entry (or its place in the list) changed.
const LogoRow = memo(function LogoRow({ list, index, count, logo, numbered }: LogoRowProps) {
  const { dispatch, locale } = useEditor();
  const s = SITE_FIELD_TEXT[locale];
  const path = `${list}.${index}`;
  const who = logo.name[locale] || logo.name.en || numbered;
  return (
    <SiteRow path={path}>
      <SitePictureField path={path} label={s.logo} picture={logo} use="logo" subject={who} dark={logo.dark} compact />
      <WordsField path={`${path}.name`} label={s.name} value={logo.name} />
      <TextField path={`${path}.link`} type="text" label={s.link} value={logo.link} />
      <CheckField
        path={`${path}.dark`}
        label={s.dark}
        checked={logo.dark}
        onChange={(dark) => dispatch({ type: 'set', path: `${path}.dark`, value: dark })}
      />
      <RowActions list={list} index={index} count={count} what={who} />
    </SiteRow>
  );
});

function LogoList({
  list,
  logos,
  kind,
}: {
  list: string;
  logos: readonly SiteLogo[];
  kind: 'organisers' | 'partners';
}) {
  const { locale } = useEditor();
  const s = SITE_FIELD_TEXT[locale];
  const numbered = kind === 'organisers' ? s.organiser : s.partner;
  return (
    <SiteList
      path={list}
      title={s[kind]}
      count={logos.length}
      hint={SITE_PICTURE_TEXT[locale].logo.hint}
      addLabel={kind === 'organisers' ? s.addOrganiser : s.addPartner}
      blank={blankLogo}
      collapsed
    >
      {logos.map((logo, index) => (
        <LogoRow
          key={index}
          list={list}
          index={index}
          count={logos.length}
          logo={logo}
          numbered={numbered(index + 1)}
        />
      ))}
    </SiteList>
  );
}

// Drawn again only when the site's words changed, not at each keystroke elsewhere in the form.
export const SiteLogosSection = memo(function SiteLogosSection({ site }: { site: EditionSite }) {
  const { locale } = useEditor();
  const s = SITE_FIELD_TEXT[locale];
  return (
    <FormSection path="site-logos" title={s.logosSection}>
      <LogoList list="site.organisers" logos={site.organisers} kind="organisers" />
      <LogoList list="site.partners" logos={site.partners} kind="partners" />
    </FormSection>
  );
});
