import { useContent } from '../content/ContentContext';
import { useSiteEdition } from '../edition/SiteEditionContext';
import { SocialIcon } from '../icons/SocialIcon';
import { useDocumentTitle } from '../layout/documentLanguage';
import { alternatePath, homePathFor, localisedPath } from '../navigation/locale';
import { openRegistrationModal } from '../navigation/registrationEvent';
import { SiteLink, useSiteNavigation } from '../navigation/SiteNavigation';
import { useSiteInfo } from '../siteInfo/SiteInfoContext';
import { linkPageText } from './linkContent';
import './LinkPage.css';

/** /link and /kor/link: a phone-sized hub of the forum's key links, for social-media bios and QR codes. */
export default function LinkPage() {
  const { locale, registration, footer, header } = useContent();
  const { pathname } = useSiteNavigation();
  const site = useSiteEdition();
  const text = linkPageText(site)[locale];
  useDocumentTitle(text.meta.title);
  const { registrationOpen, forumEnded, contact } = useSiteInfo();
  const home = homePathFor(locale);

  return (
    <div className="link-hub">
      <h1 className="link-hub__title">{text.heading}</h1>
      <p className="link-hub__intro">{text.intro}</p>

      {forumEnded === true ? (
        <div className="link-hub__notice" role="status">
          <p className="link-hub__notice-title">{registration.endedTitle}</p>
          <p>{registration.endedText}</p>
        </div>
      ) : registrationOpen === false ? (
        <div className="link-hub__notice" role="status">
          <p className="link-hub__notice-title">{registration.closedTitle}</p>
          <p>{registration.closedText}</p>
        </div>
      ) : (
        <button
          type="button"
          className="button link-hub__primary"
          onClick={(event) => openRegistrationModal(event.currentTarget)}
        >
          {text.registerLabel}
        </button>
      )}

      <h2 className="link-hub__heading">{text.forumHeading}</h2>
      <ul className="link-hub__list">
        {text.sectionLinks.map((link) => (
          <li key={link.section}>
            <SiteLink className="link-hub__item" to={`${home}#${link.section}`}>
              {link.label}
            </SiteLink>
          </li>
        ))}
        <li>
          <SiteLink className="link-hub__item" to={localisedPath('/about', locale)}>
            {text.aboutLabel}
          </SiteLink>
        </li>
        <li>
          <SiteLink className="link-hub__item" to={alternatePath(pathname)} hrefLang={header.languageSwitch.lang}>
            {text.otherLanguageLabel}
          </SiteLink>
        </li>
      </ul>

      <h2 className="link-hub__heading">{text.socialHeading}</h2>
      <ul className="link-hub__list">
        {footer.social.map((link) => (
          <li key={link.network}>
            <a className="link-hub__item link-hub__item--social" href={link.url}>
              <SocialIcon network={link.network} />
              {link.label}
            </a>
          </li>
        ))}
      </ul>

      <h2 className="link-hub__heading">{text.contactHeading}</h2>
      <ul className="link-hub__list">
        <li>
          <a className="link-hub__item" href={`mailto:${contact.email}`}>
            {footer.emailLabel}: {contact.email}
          </a>
        </li>
        <li>
          <a className="link-hub__item" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
            {footer.phoneLabel}: {contact.phone}
          </a>
        </li>
      </ul>
    </div>
  );
}
