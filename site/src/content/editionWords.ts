/**
 * The parts of the site's text that the organiser edits (the edition's `site`), in one language,
 * with the edition's facts filled into their placeholders. en.ts and ko.ts add the interface's own
 * words (menu, headings, labels) around them.
 */
import { type Locale, fillSiteText, siteFacts } from '@forum/shared';
import type { SiteEdition } from '../edition/siteEdition';
import type { LogoItem, SiteContent } from './types';

export type EditedContent = {
  metaDescription: string;
  hero: Pick<SiteContent['hero'], 'subtitle' | 'description'>;
  organisers: LogoItem[];
  partners: LogoItem[];
  greeting: SiteContent['greeting'];
  programIntro: string;
  investors: Pick<SiteContent['investors'], 'intro' | 'items'>;
  companies: Pick<SiteContent['companies'], 'intro' | 'items'>;
  startups: Pick<SiteContent['startups'], 'shown' | 'items'>;
  registration: Pick<SiteContent['registration'], 'text' | 'closedText' | 'endedText'>;
  footer: Pick<SiteContent['footer'], 'copyright'> & {
    social: Omit<SiteContent['footer']['social'][number], 'label'>[];
  };
};

export function editedContent({ edition, site }: SiteEdition, locale: Locale): EditedContent {
  const facts = siteFacts(edition, site.firstYear, locale);
  const text = (words: Record<Locale, string>) => fillSiteText(words[locale], facts);
  const logo = (item: SiteEdition['site']['organisers'][number]): LogoItem => ({
    name: item.name[locale],
    src: item.src,
    width: item.width,
    height: item.height,
    link: item.link,
    dark: item.dark,
  });
  const { greeting } = site;
  return {
    metaDescription: text(site.description),
    hero: { subtitle: text(site.hero.subtitle), description: text(site.hero.description) },
    organisers: site.organisers.map(logo),
    partners: site.partners.map(logo),
    greeting: {
      heading: text(greeting.heading),
      salutation: text(greeting.salutation),
      paragraphs: greeting.paragraphs.map(text),
      closing: text(greeting.closing),
      signatureName: text(greeting.signatureName),
      signatureRole: text(greeting.signatureRole),
      photo: {
        src: greeting.photo.src,
        width: greeting.photo.width,
        height: greeting.photo.height,
        alt: text(greeting.photo.alt),
      },
      signature: {
        src: greeting.signature.src,
        width: greeting.signature.width,
        height: greeting.signature.height,
        alt: text(greeting.signature.alt),
      },
    },
    programIntro: text(site.programmeIntro),
    investors: { intro: text(site.investors.intro), items: site.investors.items.map((item) => ({ ...item })) },
    companies: {
      intro: text(site.companies.intro),
      items: site.companies.items.map(({ name, ...links }) => ({ name: name[locale], ...links })),
    },
    startups: { shown: site.startups.shown, items: site.startups.items },
    registration: {
      text: text(site.registration.text),
      closedText: text(site.registration.closedText),
      endedText: text(site.registration.endedText),
    },
    footer: { social: site.footer.social, copyright: text(site.footer.copyright) },
  };
}
