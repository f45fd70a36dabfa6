import type { MouseEvent } from 'react';
import { useContent } from '../content/ContentContext';
import type { SectionId } from '../content/types';
import { homePathFor } from '../navigation/locale';
import { openRegistrationModal } from '../navigation/registrationEvent';
import { scrollToSection } from '../navigation/scrollToSection';
import { isModifiedClick, useSiteNavigation } from '../navigation/SiteNavigation';
import { useSiteInfo } from '../siteInfo/SiteInfoContext';

/**
 * Links to the landing sections, shared by the header menu and the footer. On the landing page a
 * click scrolls (84 px offset) and updates the hash; elsewhere the link navigates to
 * `/#section` (or `/kor#section`) and the landing page scrolls on arrival. The registration
 * entry also opens the modal, unless the API has said registration is closed; focus comes back
 * to `opener` (by default the link itself) when the modal closes.
 */
export function useSectionLinks() {
  const { pathname } = useSiteNavigation();
  const { locale } = useContent();
  const { registrationOpen } = useSiteInfo();
  const home = homePathFor(locale);
  const onLanding = pathname === home;

  return {
    to: (id: SectionId) => `${home}#${id}`,
    onClick: (
      event: MouseEvent<HTMLAnchorElement>,
      id: SectionId,
      opener: HTMLElement | null = event.currentTarget,
    ) => {
      if (isModifiedClick(event)) return;
      const opensModal = id === 'registration' && registrationOpen !== false;
      // Behind the dialog a smooth scroll is not seen, and it must be over when the dialog's
      // history entry is added: Back returns to the position saved then.
      if (onLanding && scrollToSection(id, { smooth: !opensModal })) event.preventDefault();
      if (opensModal) openRegistrationModal(opener);
    },
  };
}
