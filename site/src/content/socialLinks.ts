import type { SiteSocialLink, SocialNetwork } from '@forum/shared';
import type { SocialLink } from './types';

// A network's own name, the same in both languages.
const NETWORK_NAMES: Record<SocialNetwork, string> = { linkedin: 'LinkedIn', facebook: 'Facebook', youtube: 'YouTube' };

/** The edition's social links with each network's name as the link's text. */
export function socialLinks(links: readonly SiteSocialLink[]): SocialLink[] {
  return links.map((link) => ({ network: link.network, label: NETWORK_NAMES[link.network], url: link.url }));
}
