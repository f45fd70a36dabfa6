import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@forum/admin-ui/document-language';
import './NotFoundPage.css';

export function NotFoundPage() {
  useDocumentTitle('Page not found | Global Investors Forum 2025');
  return (
    <div className="not-found container">
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <p className="not-found__links">
        <Link className="button" to="/">
          Go to the forum home page
        </Link>
        <Link to="/kor" hrefLang="ko">
          Korean home page
        </Link>
      </p>
    </div>
  );
}
