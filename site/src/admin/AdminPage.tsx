/**
 * Placeholder for the web admin page (login, registrant list, export). The admin issue fills
 * this folder; it stays a separate chunk so none of it reaches the public pages.
 */
import { useDocumentLanguage, useDocumentTitle } from '../layout/useDocumentLanguage';
import './AdminPage.css';

export default function AdminPage() {
  // The admin page is Korean by default (product brief), with an English switch to come.
  useDocumentLanguage('ko');
  useDocumentTitle('관리자 | 글로벌 투자자 포럼 2025');
  return (
    <main className="admin-placeholder">
      <h1>관리자</h1>
      <p>관리자 페이지를 준비하고 있습니다.</p>
    </main>
  );
}
