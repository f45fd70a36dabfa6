/**
 * Browser entry of the prerendered landing pages (/ and /kor), imported by the page's early script
 * (earlyScript.js) after the page has loaded and painted, or at once on a sign that the visitor
 * wants to register. It carries no React: the page is complete HTML and the early script runs the
 * header and the dialog's shell. It fills in the facts from the API, and when the browser is idle
 * it fetches the registration form's code (React included) without running it: running React and
 * the schema takes the main thread for a while, which is spent only once the visitor shows they
 * want the form (loadRegistration.ts, called by the early script on a press on or focus in a
 * Register control). Its CSS is the routed pages' stylesheet, linked by the page itself.
 */
import { landingPageScript } from './landingGlobal';
import { loadRegistration } from './loadRegistration';
import { whenIdle } from './nextTask';
import { showSiteInfo } from './siteInfoOnPage';

const script = landingPageScript();
if (script) script.loadRegistration = loadRegistration;
void showSiteInfo();
whenIdle(fetchFormCode);

/** modulepreload for the form's modules (the build lists them in the early script's data-form). */
function fetchFormCode(): void {
  const files = document.querySelector('script[data-islands]')?.getAttribute('data-form')?.split(' ') ?? [];
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );
  for (const file of files) {
    if (!file) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    if (!present.has(link.href)) document.head.append(link);
  }
}
