import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useContent } from '../content/ContentContext';
import type { SectionId } from '../content/types';
import { homePathFor } from '../navigation/locale';
import { openRegistrationModal } from '../navigation/registrationEvent';
import { scrollToSection } from '../navigation/scrollToSection';
import { useSiteInfo } from '../siteInfo/SiteInfoContext';

function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Links to the landing sections, shared by the header menu and the footer. On the landing page a
 * click scrolls (84 px offset) and updates the hash; elsewhere the link navigates to
 * `/#section` (or `/kor#section`) and the landing page scrolls on arrival. The registration
 * entry also opens the modal, unless the API has said registration is closed.
 */
export function useSectionLinks() {
  const { pathname } = useLocation();
  const { locale } = useContent();
  const { registrationOpen } = useSiteInfo();
  const home = homePathFor(locale);
  const onLanding = pathname.replace(/\/+$/, '') === home.replace(/\/+$/, '');

  return {
    to: (id: SectionId) => ({ pathname: home, hash: `#${id}` }),
    onClick: (event: MouseEvent<HTMLAnchorElement>, id: SectionId) => {
      if (isModifiedClick(event)) return;
      if (onLanding && scrollToSection(id)) event.preventDefault();
      if (id === 'registration' && registrationOpen !== false) openRegistrationModal();
    },
  };
}
