/**
 * English text of the public site: the interface's own words here, the organiser's words and
 * pictures from the edition (editionWords.ts), the edition's facts filled in from the edition.
 */
import { formatDateRange, formatDateRangeWithWeekdays } from '@forum/shared';
import type { SiteEdition } from '../edition/siteEdition';
import { editedContent } from './editionWords';
import { programmeDays } from './programme';
import { socialLinks } from './socialLinks';
import type { SiteContent } from './types';

export function englishContent(site: SiteEdition): SiteContent {
  const { edition, programme } = site;
  const words = editedContent(site, 'en');
  const forum = edition.name.en;
  const year = edition.year;
  const days = Object.values(edition.days);
  const dates = formatDateRange(days, 'en');
  const venue = edition.venue.en;

  return {
    locale: 'en',
    meta: {
      siteName: forum,
      title: `${forum} | ${dates}, ${venue.area}`,
      description: words.metaDescription,
      ogImageAlt: `${forum}, ${dates}`,
    },
    skipLink: 'Skip to main content',
    header: {
      brand: `Investors Forum ${year}`,
      navLabel: 'Main menu',
      menuButton: 'Menu',
      menu: {
        greeting: 'Greeting',
        program: 'Program',
        investors: 'Investors',
        companies: 'Companies',
        registration: 'Registration',
      },
      languageSwitch: { label: '한국어', lang: 'ko' },
    },
    hero: {
      ...words.hero,
      title: forum,
      date: formatDateRangeWithWeekdays(days, 'en'),
      venue: `${venue.name}, ${venue.area}`,
      organisersLabel: 'Hosted by',
      partnersLabel: 'Partners',
      ctaContext: ' for the forum',
    },
    organisers: words.organisers,
    partners: words.partners,
    greeting: words.greeting,
    program: {
      heading: 'Program',
      intro: words.programIntro,
      registrableLabel: 'Open for pre-registration',
      columns: { time: 'Time', session: 'Session', venue: 'Venue' },
      moderator: 'Moderator',
      topicsLabel: 'Topics',
      companiesCount: 'IR of {count} Companies :',
      days: programmeDays(edition, programme, 'en', 'Day {day}'),
    },
    investors: { heading: 'International Investors', ...words.investors },
    companies: {
      heading: 'Participating Companies',
      columns: { number: 'No.', company: 'Company', website: 'Website' },
      websiteLinkText: 'Website of {name}',
      ...words.companies,
    },
    startups: { heading: 'Startup Showcase', ...words.startups },
    registration: {
      heading: 'Registration',
      button: 'Register Now',
      endedTitle: `The ${year} forum has ended`,
      endedNext: 'The {year} forum takes place on {dates}.',
      closedTitle: 'Pre-registration is closed',
      ...words.registration,
    },
    footer: {
      quickLinksLabel: 'Quick links',
      quickLinks: {
        greeting: "Mayor's invitation",
        program: 'Schedule',
        investors: 'Investor line-up',
        companies: 'Company list',
        registration: 'Pre-registration',
      },
      socialLabel: 'Follow us',
      social: socialLinks(words.footer.social),
      contactHeading: 'Contact',
      emailLabel: 'E-mail',
      phoneLabel: 'Phone',
      copyright: words.footer.copyright,
    },
  };
}
