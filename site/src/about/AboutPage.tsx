import { useContent } from '../content/ContentContext';
import { useSiteEdition } from '../edition/SiteEditionContext';
import { useDocumentTitle } from '../layout/documentLanguage';
import { homePathFor } from '../navigation/locale';
import { SiteLink } from '../navigation/SiteNavigation';
import { aboutPageText } from './aboutContent';
import './AboutPage.css';

/** /about and /kor/about: what the forum is and its editions since 2022. */
export default function AboutPage() {
  const { locale } = useContent();
  const text = aboutPageText(useSiteEdition(), locale);
  useDocumentTitle(text.meta.title);
  const home = homePathFor(locale);
  return (
    <div className="about container">
      <h1 className="about__title">{text.heading}</h1>
      {text.intro.map((paragraph) => (
        <p key={paragraph} className="about__intro">
          {paragraph}
        </p>
      ))}
      <h2 className="about__heading">{text.editionsHeading}</h2>
      {text.sampleNotice ? (
        <p className="about__sample">
          <strong className="about__sample-label">{text.sampleNotice.label}</strong> {text.sampleNotice.text}
        </p>
      ) : null}
      <ol className="about__editions">
        {text.editions.map((edition) => (
          <li key={edition.year} className="about__edition">
            <p className="about__year">{edition.year}</p>
            <div>
              <h3 className="about__edition-title">{edition.title}</h3>
              <p>{edition.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="about__links">
        <SiteLink className="button" to={`${home}#program`}>
          {text.programmeLink}
        </SiteLink>
        <SiteLink className="about__secondary" to={`${home}#registration`}>
          {text.registerLink}
        </SiteLink>
      </p>
    </div>
  );
}
