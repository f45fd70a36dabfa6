/**
 * The web /admin page: the admin console with the browser's platform (localStorage, downloads).
 * A separate chunk, so none of it (and none of the spreadsheet code) reaches the public pages.
 */
import { AdminApp } from './AdminApp';
import { createWebPlatform } from './webPlatform';

const webPlatform = createWebPlatform();

export default function AdminPage() {
  return <AdminApp platform={webPlatform} />;
}
