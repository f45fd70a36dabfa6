/**
 * What the site says about registration (beside the button, once pre-registration has closed, once
 * the forum has ended) and its footer: the social links (network and address) and the copyright.
 */
import { memo } from 'react';
import { type EditionSite, SOCIAL_NETWORKS, type SiteSocialLink } from '@forum/shared';
import { useEditor } from '../editorContext';
import { SelectField, TextField } from '../fields/Fields';
import { WordsField } from '../fields/WordsField';
import { NETWORK_NAMES, SITE_FIELD_TEXT } from '../siteFieldText';
import { FormSection } from './FormSection';
import { RowActions, SiteList, SiteRow } from './SiteList';

const SOCIAL = 'site.footer.social';
const NETWORKS = SOCIAL_NETWORKS.map((network) => ({ value: network, label: NETWORK_NAMES[network] }));

// Drawn again only when the site's words changed, not at each keystroke elsewhere in the form.
export const SiteNoticesSection = memo(function SiteNoticesSection({ site }: { site: EditionSite }) {
  const { dispatch, locale } = useEditor();
  const s = SITE_FIELD_TEXT[locale];
  const { registration, footer } = site;
  const social = footer.social;
  return (
    <FormSection path="site-notices" title={s.noticesSection} intro={s.placeholdersAgain}>
      <WordsField path="site.registration.text" label={s.registrationText} value={registration.text} multiline />
      <WordsField path="site.registration.closedText" label={s.closedText} value={registration.closedText} multiline />
      <WordsField path="site.registration.endedText" label={s.endedText} value={registration.endedText} multiline />
      <SiteList
        path={SOCIAL}
        title={s.social}
        count={social.length}
        addLabel={s.addSocial}
        blank={(): SiteSocialLink => ({ network: 'linkedin', url: '' })}
      >
        {social.map((link, index) => {
          const path = `${SOCIAL}.${index}`;
          return (
            <SiteRow key={index} path={path}>
              <SelectField
                path={`${path}.network`}
                label={s.network}
                value={link.network}
                options={NETWORKS}
                onChange={(network) => dispatch({ type: 'set', path: `${path}.network`, value: network })}
              />
              <TextField path={`${path}.url`} label={s.url} value={link.url} />
              <RowActions
                list={SOCIAL}
                index={index}
                count={social.length}
                what={`${s.socialLink(index + 1)} (${NETWORK_NAMES[link.network] ?? link.network})`}
              />
            </SiteRow>
          );
        })}
      </SiteList>
      <WordsField path="site.footer.copyright" label={s.copyright} value={footer.copyright} />
    </FormSection>
  );
});
