/**
 * The startup showcase: shown on the site or not (its list is kept while hidden, for a year that
 * shows it), and its startups, each one row with its logo, name, link and dark tile.
 */
import { memo } from 'react';
import type { EditionSite, SiteStartup } from '@forum/shared';
import { useEditor } from '../editorContext';
import { CheckField, TextField } from '../fields/Fields';
import { SitePictureField } from '../fields/SitePictureField';
import { SITE_PICTURE_TEXT } from '../fields/pictureText';
import { SITE_FIELD_TEXT } from '../siteFieldText';
import { FormSection } from './FormSection';
import { RowActions, SiteList, SiteRow } from './SiteList';

const LIST = 'site.startups.items';

const blankStartup = (): SiteStartup => ({ title: '', logo: { src: '', width: 0, height: 0 }, link: '', dark: false });

const StartupRow = memo(function StartupRow({
  index,
  count,
  startup,
}: {
  index: number;
  count: number;
  startup: SiteStartup;
}) {
  const { dispatch, locale } = useEditor();
  const s = SITE_FIELD_TEXT[locale];
  const path = `${LIST}.${index}`;
  const who = startup.title || s.startup(index + 1);
  return (
    <SiteRow path={path}>
      <SitePictureField
        path={`${path}.logo`}
        label={s.logo}
        picture={startup.logo}
        use="logo"
        subject={who}
        dark={startup.dark}
        compact
      />
      <TextField path={`${path}.title`} label={s.nameBoth} value={startup.title} />
      <TextField path={`${path}.link`} label={s.link} value={startup.link} />
      <CheckField
        path={`${path}.dark`}
        label={s.dark}
        checked={startup.dark}
        onChange={(dark) => dispatch({ type: 'set', path: `${path}.dark`, value: dark })}
      />
      <RowActions list={LIST} index={index} count={count} what={who} />
    </SiteRow>
  );
});

// Drawn again only when the site's words changed, not at each keystroke elsewhere in the form.
export const SiteStartupsSection = memo(function SiteStartupsSection({ site }: { site: EditionSite }) {
  const { dispatch, locale } = useEditor();
  const s = SITE_FIELD_TEXT[locale];
  const { shown, items } = site.startups;
  return (
    <FormSection path="site.startups" title={s.startupsSection}>
      <CheckField
        path="site.startups.shown"
        label={s.showStartups}
        checked={shown}
        onChange={(on) => dispatch({ type: 'set', path: 'site.startups.shown', value: on })}
      />
      <p className="forum-hint forum-site-list__hint">{s.startupsHint}</p>
      <SiteList
        path={LIST}
        title={s.startupList}
        count={items.length}
        hint={SITE_PICTURE_TEXT[locale].logo.hint}
        addLabel={s.addStartup}
        blank={blankStartup}
        collapsed
      >
        {items.map((startup, index) => (
          <StartupRow key={index} index={index} count={items.length} startup={startup} />
        ))}
      </SiteList>
    </FormSection>
  );
});
