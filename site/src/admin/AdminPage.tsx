/**
 * The web /admin page: the admin console (@forum/admin-ui) with the browser's platform
 * (localStorage, downloads, the site's API base) and the language this browser remembers. A
 * separate chunk, so none of it (and none of the spreadsheet code) reaches the public pages.
 */
import { AdminApp, createWebPlatform, useAdminLocale } from '@forum/admin-ui';
import { apiBase } from '../api/apiClient';

const webPlatform = createWebPlatform({ apiBase: apiBase() });

export default function AdminPage() {
  const [locale, setLocale] = useAdminLocale(webPlatform.storage);
  return <AdminApp platform={webPlatform} locale={locale} onLocaleChange={setLocale} />;
}
