import { type Edition, type Locale } from '@forum/shared';
import { useContent } from '../content/ContentContext';
import { useSiteEdition } from '../edition/SiteEditionContext';
import { useDocumentTitle } from '../layout/documentLanguage';
import { homePathFor } from '../navigation/locale';
import { SiteLink } from '../navigation/SiteNavigation';
import './NotFoundPage.css';

export function notFoundText(
  edition: Edition,
): Record<
  Locale,
  { title: string; heading: string; text: string; home: string; otherHome: string; otherLang: Locale }
> {
  return {
    en: {
      title: `Page not found | ${edition.name.en}`,
      heading: 'Page not found',
      text: 'The page you were looking for does not exist or has moved.',
      home: 'Go to the forum home page',
      otherHome: '한국어 홈페이지',
      otherLang: 'ko',
    },
    ko: {
      title: `페이지를 찾을 수 없습니다 | ${edition.name.ko}`,
      heading: '페이지를 찾을 수 없습니다',
      text: '찾으시는 페이지가 없거나 주소가 바뀌었습니다.',
      home: '포럼 홈으로 가기',
      otherHome: 'English home page',
      otherLang: 'en',
    },
  };
}

/** Any unknown path: English, or Korean under /kor/ (the server answers it with status 404). */
export function NotFoundPage() {
  const { locale } = useContent();
  const { edition } = useSiteEdition();
  const text = notFoundText(edition)[locale];
  useDocumentTitle(text.title);
  return (
    <div className="not-found container">
      <h1>{text.heading}</h1>
      <p>{text.text}</p>
      <p className="not-found__links">
        <SiteLink className="button" to={homePathFor(locale)}>
          {text.home}
        </SiteLink>
        <SiteLink to={homePathFor(text.otherLang)} hrefLang={text.otherLang} lang={text.otherLang}>
          {text.otherHome}
        </SiteLink>
      </p>
    </div>
  );
}
