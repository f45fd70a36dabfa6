/**
 * Browser entry of the prerendered landing pages (/ and /kor), imported by the page's early script
 * (earlyScript.js) after the page has loaded and painted, or at once on a sign that the visitor
 * wants to register. It carries no framework: the page is complete HTML and the early script runs
 * the header and the dialog's shell. It fills in the facts from the API and hands the early script
 * the form's loader (loadRegistration.ts), which the early script calls on a press on or focus in
 * a Register control. The form's code is not fetched from here: the early script fetches it on
 * the first sign of intent, never while the visitor only reads. Its CSS is the routed pages'
 * stylesheet, linked by the page itself.
 */
import { landingPageScript } from './landingGlobal';
import { loadRegistration } from './loadRegistration';
import { showSiteInfo } from './siteInfoOnPage';

const script = landingPageScript();
if (script) script.loadRegistration = loadRegistration;
void showSiteInfo();
