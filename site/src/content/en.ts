/**
 * English content of the public site. Neutral sample text until the organisers supply the real
 * material; see README.md for what to replace and how.
 */
import { formatDateRange, formatDateRangeWithWeekdays, formatDayList } from '@forum/shared';
import { COMPANIES_EN } from './companies.en';
import { INVESTOR_LOGOS } from './investors';
import { programmeDays } from './programme';
import { STARTUPS } from './startups';
import type { SiteEdition } from '../edition/siteEdition';
import type { SiteContent } from './types';

// The edition's facts (name, year, dates, venue) in English; the edition file holds them once.
export function englishContent({ edition, programme }: SiteEdition): SiteContent {
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
      description: `The city's annual investor forum brings global and Korean investors together with the city's most promising companies: keynotes, sector IR sessions, an LP-GP workshop and networking on ${dates}.`,
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
      subtitle: "The city's 4th annual investor forum",
      title: forum,
      date: formatDateRangeWithWeekdays(days, 'en'),
      venue: `${venue.name}, ${venue.area}`,
      description:
        'Two days of keynotes, investor panels and company IR sessions connecting limited partners, venture and private-equity investors and financial institutions with companies based in the city.',
      organisersLabel: 'Hosted by',
      partnersLabel: 'Partners',
      ctaContext: ' for the forum',
    },
    organisers: [
      {
        name: 'Sample City Government',
        src: '/logos/organiser-city.svg',
        width: 280,
        height: 96,
        link: 'https://example.com/city',
        dark: false,
      },
      {
        name: 'Sample Investment Agency',
        src: '/logos/organiser-agency.svg',
        width: 280,
        height: 96,
        link: 'https://example.com/agency',
        dark: false,
      },
    ],
    partners: [
      {
        name: 'Sample Partner 01',
        src: '/logos/partner-01.svg',
        width: 200,
        height: 80,
        link: 'https://example.com/partner-01',
        dark: false,
      },
      {
        name: 'Sample Partner 02',
        src: '/logos/partner-02.svg',
        width: 200,
        height: 80,
        link: 'https://example.com/partner-02',
        dark: false,
      },
      {
        name: 'Sample Partner 03',
        src: '/logos/partner-03.svg',
        width: 200,
        height: 80,
        link: 'https://example.com/partner-03',
        dark: false,
      },
      {
        name: 'Sample Partner 04',
        src: '/logos/partner-04.svg',
        width: 200,
        height: 80,
        link: 'https://example.com/partner-04',
        dark: false,
      },
      {
        name: 'Sample Partner 05',
        src: '/logos/partner-05.svg',
        width: 200,
        height: 80,
        link: 'https://example.com/partner-05',
        dark: false,
      },
    ],
    greeting: {
      heading: 'Invitation from the Mayor',
      salutation: 'Dear investors, partners and friends,',
      paragraphs: [
        `It is my pleasure to invite you to the ${forum}, held in ${venue.area} on ${formatDayList(days, 'en')}. Since 2022 the forum has brought investors from around the world together with the companies that make our city one of the most dynamic places to build and grow a business.`,
        'This year the programme covers artificial intelligence, bio and healthcare, consumer lifestyle and market entry into the Middle East, with investor panels, company IR sessions and a workshop for limited and general partners.',
        'I hope the forum will be a place for new partnerships and lasting relationships, and I look forward to welcoming you in person.',
      ],
      closing: 'Sincerely,',
      signatureName: 'Sample Name',
      signatureRole: 'Mayor of the City',
      photo: { src: '/images/mayor-photo.svg', width: 240, height: 240, alt: 'Portrait of the mayor (placeholder)' },
      signature: {
        src: '/images/mayor-signature.svg',
        width: 200,
        height: 64,
        alt: "The mayor's signature (placeholder)",
      },
    },
    program: {
      heading: 'Program',
      intro: 'Sessions marked “Open for pre-registration” can be chosen in the pre-registration form.',
      registrableLabel: 'Open for pre-registration',
      columns: { time: 'Time', session: 'Session', venue: 'Venue' },
      moderator: 'Moderator',
      topicsLabel: 'Topics',
      companiesCount: 'IR of {count} Companies :',
      days: programmeDays(edition, programme, 'en', 'Day {day}'),
    },
    investors: {
      heading: 'International Investors',
      intro: 'Investors from around the world taking part in the forum.',
      items: INVESTOR_LOGOS,
    },
    companies: {
      heading: 'Participating Companies',
      intro: 'Companies presenting at the forum. Presenting companies are final; registration is for attendance.',
      columns: { number: 'No.', company: 'Company', website: 'Website' },
      websiteLinkText: 'Website of {name}',
      items: COMPANIES_EN,
    },
    startups: { heading: 'Startup Showcase', items: STARTUPS },
    registration: {
      heading: 'Registration',
      text: 'Register to attend the forum and choose the sessions you would like to join.',
      button: 'Register Now',
      endedTitle: `The ${year} forum has ended`,
      endedText: `Thank you to everyone who took part in the ${year} forum. Registration is closed; the next forum's dates will be announced here.`,
      endedNext: 'The {year} forum takes place on {dates}.',
      closedTitle: 'Pre-registration is closed',
      closedText: `Pre-registration for the ${year} forum is now closed. Thank you for your interest. On-site registration is available at the venue.`,
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
      social: [
        { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/' },
        { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
        { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/' },
      ],
      contactHeading: 'Contact',
      emailLabel: 'E-mail',
      phoneLabel: 'Phone',
      copyright: `© ${year} Global Investors Forum. All rights reserved.`,
    },
  };
}
