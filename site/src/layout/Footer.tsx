import { useContent } from '../content/ContentContext';
import { SECTION_IDS } from '../content/types';
import { SocialIcon } from '../icons/SocialIcon';
import { SiteLink } from '../navigation/SiteNavigation';
import { useSiteInfo } from '../siteInfo/SiteInfoContext';
import { useSectionLinks } from './useSectionLinks';

/**
 * Quick links to the landing sections, social channels, contact details and the copyright line.
 * On the landing page its markup is not hydrated: the early script runs the section links
 * (data-section) and the islands write the contact details from /api/site-info into it.
 */
export function Footer() {
  const { footer, meta } = useContent();
  const { contact } = useSiteInfo();
  const sectionLinks = useSectionLinks();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{meta.siteName}</p>
          <ul className="site-footer__social" aria-label={footer.socialLabel}>
            {footer.social.map((link) => (
              <li key={link.network}>
                <a className="site-footer__social-link" href={link.url}>
                  <SocialIcon network={link.network} />
                  <span className="visually-hidden">{link.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav className="site-footer__nav" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            {footer.quickLinksLabel}
          </h2>
          <ul>
            {SECTION_IDS.map((id) => (
              <li key={id}>
                <SiteLink
                  to={sectionLinks.to(id)}
                  data-section={id}
                  onClick={(event) => sectionLinks.onClick(event, id)}
                >
                  {footer.quickLinks[id]}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-footer__contact">
          <h2 className="site-footer__heading">{footer.contactHeading}</h2>
          <dl>
            <div>
              <dt>{footer.emailLabel}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
            <div>
              <dt>{footer.phoneLabel}</dt>
              <dd>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <p className="site-footer__copyright">{footer.copyright}</p>
    </footer>
  );
}
