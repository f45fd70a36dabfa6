import { useEffect, useRef, useState } from 'react';
import { useContent } from '../content/ContentContext';
import { SECTION_IDS } from '../content/types';
import { alternatePath, homePathFor } from '../navigation/locale';
import { SiteLink, useSiteNavigation } from '../navigation/SiteNavigation';
import { useSectionLinks } from './useSectionLinks';

const MENU_ID = 'site-menu';

/**
 * The fixed top bar: brand, the section menu and the language switch. Below 768 px the menu
 * folds behind a hamburger button (CSS decides when the button shows; this component only keeps
 * the open state, so the same markup serves every width). The prerendered landing page does not
 * hydrate it: its early script (islands/earlyScript.js) runs the same markup, found by
 * data-menu-toggle and data-section, from the first paint.
 */
export function Header() {
  const { header, locale } = useContent();
  const { pathname } = useSiteNavigation();
  const sectionLinks = useSectionLinks();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <SiteLink className="site-header__brand" to={homePathFor(locale)} onClick={close}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{header.brand}</span>
        </SiteLink>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={MENU_ID}
          data-menu-toggle=""
          onClick={() => setOpen((value) => !value)}
        >
          <span className="site-header__toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">{header.menuButton}</span>
        </button>
        <nav id={MENU_ID} className={open ? 'site-menu is-open' : 'site-menu'} aria-label={header.navLabel}>
          <ul className="site-menu__list">
            {SECTION_IDS.map((id) => (
              <li key={id}>
                <SiteLink
                  className="site-menu__link"
                  to={sectionLinks.to(id)}
                  data-section={id}
                  onClick={(event) => {
                    // The folded menu closes, so focus returns to the hamburger that showed it.
                    sectionLinks.onClick(event, id, open ? toggleRef.current : event.currentTarget);
                    close();
                  }}
                >
                  {header.menu[id]}
                </SiteLink>
              </li>
            ))}
            <li>
              <SiteLink
                className="site-menu__link site-menu__language"
                to={alternatePath(pathname)}
                lang={header.languageSwitch.lang}
                hrefLang={header.languageSwitch.lang}
                onClick={close}
              >
                {header.languageSwitch.label}
              </SiteLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
