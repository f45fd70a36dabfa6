/**
 * The web /admin page: the admin console (@forum/admin-ui) with the browser's platform
 * (localStorage, downloads, the site's API base) and the language this browser remembers. A
 * separate chunk, so none of it (and none of the spreadsheet code) reaches the public pages.
 */
import { useMemo, useState } from 'react';
import { AdminApp, createWebPlatform, useAdminLocale } from '@forum/admin-ui';
import { apiBase } from '../api/apiClient';

const webPlatform = createWebPlatform({ apiBase: apiBase() });

/** `/admin/setup#<code>`, the first-run address the server prints: the code (never sent in a request path). */
function setupCodeInAddress(): string | null {
  if (typeof window === 'undefined') return null;
  if (window.location.pathname.replace(/\/+$/, '') !== '/admin/setup') return null;
  return decodeURIComponent(window.location.hash.replace(/^#/, ''));
}

export default function AdminPage() {
  const [locale, setLocale] = useAdminLocale(webPlatform.storage);
  const [setupCode, setSetupCode] = useState(setupCodeInAddress);
  const setup = useMemo(
    () =>
      setupCode === null
        ? null
        : {
            code: setupCode,
            // Done (or not needed): the plain console's address, without the spent code.
            onLeave: () => {
              window.history.replaceState(null, '', '/admin');
              setSetupCode(null);
            },
          },
    [setupCode],
  );
  return <AdminApp platform={webPlatform} locale={locale} onLocaleChange={setLocale} setup={setup} />;
}
