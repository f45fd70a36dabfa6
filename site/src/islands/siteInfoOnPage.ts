/**
 * The landing page's run-time facts from /api/site-info, written into the prerendered HTML without
 * React: whether registration is open (the Register buttons or the 'registration closed' notice,
 * marked data-when-registration) and the contact details in the footer. Until the answer comes,
 * and if it never does, the page shows what the build baked in.
 */
import { fetchSiteInfo } from '../siteInfo/fetchSiteInfo';
import { landingPageScript } from './landingGlobal';

export async function showSiteInfo(): Promise<void> {
  const info = await fetchSiteInfo();
  if (!info) return;
  const open = info.registration.open;
  const script = landingPageScript();
  if (script) script.registrationOpen = open;
  for (const element of document.querySelectorAll<HTMLElement>('[data-when-registration]')) {
    element.hidden = element.dataset.whenRegistration !== (open ? 'open' : 'closed');
  }
  // An empty configured value must not blank out the footer.
  const contact = document.querySelector('.site-footer__contact');
  const email = contact?.querySelector<HTMLAnchorElement>('a[href^="mailto:"]');
  if (email && info.contact.email) {
    email.href = `mailto:${info.contact.email}`;
    email.textContent = info.contact.email;
  }
  const phone = contact?.querySelector<HTMLAnchorElement>('a[href^="tel:"]');
  if (phone && info.contact.phone) {
    phone.href = `tel:${info.contact.phone.replace(/[^\d+]/g, '')}`;
    phone.textContent = info.contact.phone;
  }
}
