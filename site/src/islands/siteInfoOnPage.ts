/**
 * The landing page's run-time facts from /api/site-info, written into the prerendered HTML without
 * React: whether registration is open (the Register buttons, the 'registration closed' notice or,
 * once the forum has ended, the ended notice: marked data-when-registration), the next forum's
 * dates in the ended notice, and the contact details in the footer. Until the answer comes,
 * and if it never does, the page shows what the build baked in.
 */
import { fetchSiteInfo } from '../siteInfo/fetchSiteInfo';
import { nextForumText } from '../siteInfo/nextForum';
import { landingPageScript } from './landingGlobal';

export async function showSiteInfo(): Promise<void> {
  const info = await fetchSiteInfo();
  if (!info) return;
  const ended = info.forum?.ended === true;
  const open = info.registration.open && !ended;
  const script = landingPageScript();
  if (script) script.registrationOpen = open;
  const state = ended ? 'ended' : open ? 'open' : 'closed';
  // Only what differs from what the build baked in is written: every write makes the browser lay
  // the long page out again, which on a slow phone is a task of its own.
  for (const element of document.querySelectorAll<HTMLElement>('[data-when-registration]')) {
    const hidden = element.dataset.whenRegistration !== state;
    if (element.hidden !== hidden) element.hidden = hidden;
  }
  const next = ended ? info.forum?.next : null;
  const nextLine = document.querySelector<HTMLElement>('[data-next-forum]');
  if (next && nextLine) {
    const locale = document.documentElement.lang === 'ko' ? 'ko' : 'en';
    nextLine.textContent = nextForumText(nextLine.dataset.nextForum ?? '', next, locale);
    nextLine.hidden = false;
  }
  // An empty configured value must not blank out the footer.
  const contact = document.querySelector('.site-footer__contact');
  const email = contact?.querySelector<HTMLAnchorElement>('a[href^="mailto:"]');
  if (email && info.contact.email) showLink(email, `mailto:${info.contact.email}`, info.contact.email);
  const phone = contact?.querySelector<HTMLAnchorElement>('a[href^="tel:"]');
  if (phone && info.contact.phone) {
    showLink(phone, `tel:${info.contact.phone.replace(/[^\d+]/g, '')}`, info.contact.phone);
  }
}

function showLink(link: HTMLAnchorElement, href: string, text: string): void {
  if (link.getAttribute('href') !== href) link.href = href;
  if (link.textContent !== text) link.textContent = text;
}
