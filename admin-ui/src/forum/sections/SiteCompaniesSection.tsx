/**
 * The presenting companies on the site (45 in 2025): an introduction in both languages, then the
 * list, closed under its count; each company one row with its name in both languages and its
 * website. A company with two sites (B2B and B2C) has a second row for the second link and the two
 * captions that tell the links apart.
 */
import { memo } from 'react';
import type { EditionSite, SiteCompany } from '@forum/shared';
import { useEditor } from '../editorContext';
import { CheckField, TextField, optionalText } from '../fields/Fields';
import { WordsField } from '../fields/WordsField';
import { SITE_FIELD_TEXT } from '../siteFieldText';
import { FormSection } from './FormSection';
import { ListImportButton } from './ListImportButton';
import { RowActions, SiteList, SiteRow } from './SiteList';

const LIST = 'site.companies.items';

const blankCompany = (): SiteCompany => ({ name: { en: '', ko: '' }, website: '' });

const CompanyRow = memo(function CompanyRow({
  index,
  count,
  company,
}: {
  index: number;
  count: number;
  company: SiteCompany;
}) {
  const { dispatch, locale } = useEditor();
  const s = SITE_FIELD_TEXT[locale];
  const path = `${LIST}.${index}`;
  const who = company.name[locale] || company.name.en || s.company(index + 1);
  // A second link is shown once it is there (or being added): most companies have one site.
  const second = company.website2 !== undefined;
  const setSecond = (on: boolean) =>
    dispatch({ type: 'set', path, value: on ? { ...company, website2: '' } : withoutSecond(company) });
  return (
    <SiteRow path={path}>
      <WordsField path={`${path}.name`} label={s.name} value={company.name} />
      <TextField path={`${path}.website`} label={s.website} value={company.website} />
      <CheckField path={`${path}.twoLinks`} label={s.secondLink} checked={second} onChange={setSecond} />
      <RowActions list={LIST} index={index} count={count} what={who} />
      {second ? (
        <div className="forum-site-row__more">
          <TextField path={`${path}.caption1`} label={s.caption1} value={company.caption1} toValue={optionalText} />
          <TextField path={`${path}.website2`} label={s.website2} value={company.website2} />
          <TextField path={`${path}.caption2`} label={s.caption2} value={company.caption2} toValue={optionalText} />
        </div>
      ) : null}
    </SiteRow>
  );
});

/** The company with one site: the second link and both captions go. */
function withoutSecond({ caption1: _1, website2: _2, caption2: _3, ...company }: SiteCompany): SiteCompany {
  return company;
}

// Drawn again only when the site's words changed, not at each keystroke elsewhere in the form.
export const SiteCompaniesSection = memo(function SiteCompaniesSection({ site }: { site: EditionSite }) {
  const { locale } = useEditor();
  const s = SITE_FIELD_TEXT[locale];
  const { intro, items } = site.companies;
  return (
    <FormSection path="site.companies" title={s.companiesSection}>
      <WordsField path="site.companies.intro" label={s.intro} value={intro} multiline />
      <ListImportButton list="companies" count={items.length} />
      <SiteList
        path={LIST}
        title={s.companyList}
        count={items.length}
        addLabel={s.addCompany}
        blank={blankCompany}
        collapsed
      >
        {items.map((company, index) => (
          <CompanyRow key={index} index={index} count={items.length} company={company} />
        ))}
      </SiteList>
    </FormSection>
  );
});
