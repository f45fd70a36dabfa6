import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@forum/admin-ui/document-language';
import { ABOUT_PAGE } from './aboutContent';
import './AboutPage.css';

/** /about: what the forum is and its editions since 2022. */
export default function AboutPage() {
  useDocumentTitle(ABOUT_PAGE.meta.title);
  return (
    <div className="about container">
      <h1 className="about__title">{ABOUT_PAGE.heading}</h1>
      {ABOUT_PAGE.intro.map((paragraph) => (
        <p key={paragraph} className="about__intro">
          {paragraph}
        </p>
      ))}
      <h2 className="about__heading">{ABOUT_PAGE.editionsHeading}</h2>
      <ol className="about__editions">
        {ABOUT_PAGE.editions.map((edition) => (
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
        <Link className="button" to="/#program">
          {ABOUT_PAGE.programmeLink}
        </Link>
        <Link className="about__secondary" to="/#registration">
          {ABOUT_PAGE.registerLink}
        </Link>
      </p>
    </div>
  );
}
