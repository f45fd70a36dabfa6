/**
 * Browser entry of the prerendered landing pages (/ and /kor), imported by the page's early script
 * (earlyScript.js) after the page has loaded and painted, or at once on a sign that the visitor
 * wants to register. It carries no React: the page is complete HTML and the early script runs the
 * header and the dialog's shell. It fills in the facts from the API, and when the browser is idle
 * it loads the registration form (loadRegistration.ts), so a later Register finds it ready.
 * Its CSS is the routed pages' stylesheet, linked by the page itself.
 */
import { landingPageScript } from './landingGlobal';
import { loadRegistration } from './loadRegistration';
import { whenIdle } from './nextTask';
import { showSiteInfo } from './siteInfoOnPage';

const script = landingPageScript();
if (script) script.loadRegistration = loadRegistration;
void showSiteInfo();
whenIdle(() => void loadRegistration().catch(() => undefined));
