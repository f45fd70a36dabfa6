import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useContent } from '../content/ContentContext';
import { SECTION_IDS } from '../content/types';
import { homePathFor, languageSwitchPath } from '../navigation/locale';
import { useSectionLinks } from './useSectionLinks';
import './Header.css';

const MENU_ID = 'site-menu';

/**
 * The fixed top bar: brand, the section menu and the language switch. Below 768 px the menu
 * folds behind a hamburger button (CSS decides when the button shows; this component only keeps
 * the open state, so the same markup serves every width).
 */
export function Header() {
  const { header, locale } = useContent();
  const sectionLinks = useSectionLinks();
  const { pathname } = useLocation();
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
        <Link className="site-header__brand" to={homePathFor(locale)} onClick={close}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{header.brand}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="site-header__toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">{header.menuButton}</span>
        </button>
        <nav id={MENU_ID} className={open ? 'site-menu is-open' : 'site-menu'} aria-label={header.navLabel}>
          <ul className="site-menu__list">
            {SECTION_IDS.map((id) => (
              <li key={id}>
                <Link
                  className="site-menu__link"
                  to={sectionLinks.to(id)}
                  onClick={(event) => {
                    sectionLinks.onClick(event, id);
                    close();
                  }}
                >
                  {header.menu[id]}
                </Link>
              </li>
            ))}
            <li>
              <Link
                className="site-menu__link site-menu__language"
                to={languageSwitchPath(pathname, header.languageSwitch.path)}
                lang={header.languageSwitch.lang}
                hrefLang={header.languageSwitch.lang}
                onClick={close}
              >
                {header.languageSwitch.label}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
