/**
 * The investors' logos on the site (58 in 2025): an introduction in both languages, then the list,
 * closed under its count; each investor one row with its logo, its own name (the same in both
 * languages), link, dark tile, and whether it is the "and more" tile that ends the wall.
 */
import { memo } from 'react';
import type { EditionSite, SiteInvestor } from '@forum/shared';
import { useEditor } from '../editorContext';
import { CheckField, TextField } from '../fields/Fields';
import { SitePictureField } from '../fields/SitePictureField';
import { SITE_PICTURE_TEXT } from '../fields/pictureText';
import { WordsField } from '../fields/WordsField';
import { SITE_FIELD_TEXT } from '../siteFieldText';
import { FormSection } from './FormSection';
import { ListImportButton } from './ListImportButton';
import { RowActions, SiteList, SiteRow } from './SiteList';

const LIST = 'site.investors.items';

const blankInvestor = (): SiteInvestor => ({
  name: '',
  src: '',
  width: 0,
  height: 0,
  link: '',
  dark: false,
  more: false,
});

const InvestorRow = memo(function InvestorRow({
  index,
  count,
  investor,
}: {
  index: number;
  count: number;
  investor: SiteInvestor;
}) {
  const { dispatch, locale } = useEditor();
  const s = SITE_FIELD_TEXT[locale];
  const path = `${LIST}.${index}`;
  const who = investor.name || s.investor(index + 1);
  const check = (key: 'dark' | 'more', label: string) => (
    <CheckField
      path={`${path}.${key}`}
      label={label}
      checked={investor[key]}
      onChange={(on) => dispatch({ type: 'set', path: `${path}.${key}`, value: on })}
    />
  );
  return (
    <SiteRow path={path}>
      <SitePictureField
        path={path}
        label={s.logo}
        picture={investor}
        use="logo"
        subject={who}
        dark={investor.dark}
        compact
      />
      <TextField path={`${path}.name`} label={s.nameBoth} value={investor.name} />
      <TextField path={`${path}.link`} label={s.link} value={investor.link} />
      <div className="forum-site-row__checks">
        {check('dark', s.dark)}
        {check('more', s.more)}
      </div>
      <RowActions list={LIST} index={index} count={count} what={who} />
    </SiteRow>
  );
});

// Drawn again only when the site's words changed, not at each keystroke elsewhere in the form.
export const SiteInvestorsSection = memo(function SiteInvestorsSection({ site }: { site: EditionSite }) {
  const { locale } = useEditor();
  const s = SITE_FIELD_TEXT[locale];
  const { intro, items } = site.investors;
  return (
    <FormSection path="site.investors" title={s.investorsSection}>
      <WordsField path="site.investors.intro" label={s.intro} value={intro} multiline />
      <ListImportButton list="investors" count={items.length} />
      <SiteList
        path={LIST}
        title={s.investorLogos}
        count={items.length}
        hint={SITE_PICTURE_TEXT[locale].logo.hint}
        addLabel={s.addInvestor}
        blank={blankInvestor}
        collapsed
      >
        {items.map((investor, index) => (
          <InvestorRow key={index} index={index} count={items.length} investor={investor} />
        ))}
      </SiteList>
    </FormSection>
  );
});
