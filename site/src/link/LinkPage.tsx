import { Link } from 'react-router-dom';
import { en } from '../content/en';
import { SocialIcon } from '../icons/SocialIcon';
import { useDocumentTitle } from '@forum/admin-ui/document-language';
import { openRegistrationModal } from '../navigation/registrationEvent';
import { useSiteInfo } from '../siteInfo/SiteInfoContext';
import { LINK_PAGE } from './linkContent';
import './LinkPage.css';

/** /link: a phone-sized hub of the forum's key links, for social-media bios and QR codes. */
export default function LinkPage() {
  useDocumentTitle(LINK_PAGE.meta.title);
  const { registrationOpen, contact } = useSiteInfo();

  return (
    <div className="link-hub">
      <h1 className="link-hub__title">{LINK_PAGE.heading}</h1>
      <p className="link-hub__intro">{LINK_PAGE.intro}</p>

      {registrationOpen === false ? (
        <div className="link-hub__notice" role="status">
          <p className="link-hub__notice-title">{en.registration.closedTitle}</p>
          <p>{en.registration.closedText}</p>
        </div>
      ) : (
        <button type="button" className="button link-hub__primary" onClick={openRegistrationModal}>
          {LINK_PAGE.registerLabel}
        </button>
      )}

      <h2 className="link-hub__heading">{LINK_PAGE.forumHeading}</h2>
      <ul className="link-hub__list">
        {LINK_PAGE.forumLinks.map((link) => (
          <li key={link.to}>
            <Link className="link-hub__item" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <Link className="link-hub__item" to="/kor" hrefLang="ko">
            {LINK_PAGE.koreanLabel}
          </Link>
        </li>
      </ul>

      <h2 className="link-hub__heading">{LINK_PAGE.socialHeading}</h2>
      <ul className="link-hub__list">
        {en.footer.social.map((link) => (
          <li key={link.network}>
            <a className="link-hub__item link-hub__item--social" href={link.url}>
              <SocialIcon network={link.network} />
              {link.label}
            </a>
          </li>
        ))}
      </ul>

      <h2 className="link-hub__heading">{LINK_PAGE.contactHeading}</h2>
      <ul className="link-hub__list">
        <li>
          <a className="link-hub__item" href={`mailto:${contact.email}`}>
            {en.footer.emailLabel}: {contact.email}
          </a>
        </li>
        <li>
          <a className="link-hub__item" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
            {en.footer.phoneLabel}: {contact.phone}
          </a>
        </li>
      </ul>
    </div>
  );
}
