/**
 * English content of the public site. Neutral sample text until the organisers supply the real
 * material; see README.md for what to replace and how.
 */
import { COMPANIES_EN } from './companies.en';
import { INVESTOR_LOGOS } from './investors';
import { STARTUPS } from './startups';
import type { SiteContent } from './types';

export const en: SiteContent = {
  locale: 'en',
  meta: {
    siteName: 'Global Investors Forum 2025',
    title: 'Global Investors Forum 2025 | 22-23 September 2025, Yeouido, Seoul',
    description:
      "The city's annual investor forum brings global and Korean investors together with the city's most promising companies: keynotes, sector IR sessions, an LP-GP workshop and networking on 22-23 September 2025.",
    ogImageAlt: 'Global Investors Forum 2025, 22-23 September 2025',
  },
  skipLink: 'Skip to main content',
  header: {
    brand: 'Investors Forum 2025',
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
    title: 'Global Investors Forum 2025',
    date: 'Mon 22 - Tue 23 September 2025',
    venue: 'Sample Hotel, Yeouido, Seoul',
    description:
      'Two days of keynotes, investor panels and company IR sessions connecting limited partners, venture and private-equity investors and financial institutions with companies based in the city.',
    organisersLabel: 'Hosted by',
    partnersLabel: 'Partners',
    ctaContext: ' for the forum',
  },
  organisers: [
    { name: 'Sample City Government', src: '/logos/organiser-city.svg', width: 280, height: 96, link: 'https://example.com/city', dark: false },
    { name: 'Sample Investment Agency', src: '/logos/organiser-agency.svg', width: 280, height: 96, link: 'https://example.com/agency', dark: false },
  ],
  partners: [
    { name: 'Sample Partner 01', src: '/logos/partner-01.svg', width: 200, height: 80, link: 'https://example.com/partner-01', dark: false },
    { name: 'Sample Partner 02', src: '/logos/partner-02.svg', width: 200, height: 80, link: 'https://example.com/partner-02', dark: false },
    { name: 'Sample Partner 03', src: '/logos/partner-03.svg', width: 200, height: 80, link: 'https://example.com/partner-03', dark: false },
    { name: 'Sample Partner 04', src: '/logos/partner-04.svg', width: 200, height: 80, link: 'https://example.com/partner-04', dark: false },
    { name: 'Sample Partner 05', src: '/logos/partner-05.svg', width: 200, height: 80, link: 'https://example.com/partner-05', dark: false },
  ],
  greeting: {
    heading: 'Invitation from the Mayor',
    salutation: 'Dear investors, partners and friends,',
    paragraphs: [
      'It is my pleasure to invite you to the Global Investors Forum 2025, held in Yeouido on 22 and 23 September. Since 2022 the forum has brought investors from around the world together with the companies that make our city one of the most dynamic places to build and grow a business.',
      'This year the programme covers artificial intelligence, bio and healthcare, consumer lifestyle and market entry into the Middle East, with investor panels, company IR sessions and a workshop for limited and general partners.',
      'I hope the forum will be a place for new partnerships and lasting relationships, and I look forward to welcoming you in person.',
    ],
    closing: 'Sincerely,',
    signatureName: 'Sample Name',
    signatureRole: 'Mayor of the City',
    photo: { src: '/images/mayor-photo.svg', width: 240, height: 240, alt: 'Portrait of the mayor (placeholder)' },
    signature: { src: '/images/mayor-signature.svg', width: 200, height: 64, alt: "The mayor's signature (placeholder)" },
  },
  program: {
    heading: 'Program',
    intro: 'Sessions marked “Open for pre-registration” can be chosen in the pre-registration form.',
    registrableLabel: 'Open for pre-registration',
    columns: { time: 'Time', session: 'Session', venue: 'Venue' },
    moderator: 'Moderator',
    topicsLabel: 'Topics',
    companiesCount: 'IR of {count} Companies :',
    days: [
      {
        id: 'day1',
        label: 'Day 1',
        date: 'Monday 22 September 2025',
        items: [
          {
            session: 'day11',
            start: '09:30',
            end: '11:30',
            title: 'Opening ceremony and keynote',
            venue: '5F Park Ballroom',
            speakers: [
              { name: 'Sample Speaker 01', title: 'Mayor', affiliation: 'Sample City', panel: true },
              { name: 'Sample Speaker 02', title: 'Chief Executive', affiliation: 'Sample Investment Agency', panel: true },
              {
                name: 'Sample Speaker 03',
                title: 'Managing Partner',
                affiliation: 'Sample Capital',
                subject: 'Global capital and the Asian venture market',
                panel: true,
              },
              {
                name: 'Sample Speaker 04',
                title: 'Partner',
                affiliation: 'Sample Growth Fund',
                subject: 'What global LPs look for in Korean funds',
                panel: true,
              },
            ],
          },
          {
            session: 'day12',
            start: '14:00',
            end: '17:00',
            title: 'AI session',
            partner: 'with Sample Venture Builder',
            venue: '5F Park Ballroom',
            speakers: [{ name: 'Sample Speaker 05', title: 'Chief Executive', affiliation: 'Sample Venture Builder', panel: true }],
            companies: {
              list: 'Sample Company 01 / Sample Company 02 / Sample Company 03 / Sample Company 04 / Sample Company 05 / Sample Company 06 / Sample Company 07',
              counter: true,
            },
          },
          {
            session: 'day13',
            start: '14:00',
            end: '17:00',
            title: 'Bio and healthcare session',
            partner: 'with Sample Bio Industry Association',
            venue: '3F Grand Ballroom',
            panelTitle: 'Panel: cross-border healthtech investment',
            speakers: [
              { name: 'Sample Speaker 06', title: 'Partner', affiliation: 'Sample Bio Ventures', panel: true },
              { name: 'Sample Speaker 07', title: 'Principal', affiliation: 'Sample Health Capital', panel: true },
              { name: 'Sample Speaker 08', title: 'Director', affiliation: 'Sample Life Science Fund', panel: true },
              { name: 'Sample Speaker 09', title: 'Head of Investment', affiliation: 'Sample Bio Industry Association', panel: false },
            ],
            companies: {
              list: 'Sample Company 08 / Sample Company 09 / Sample Company 10 / Sample Company 11 / Sample Company 12 / Sample Company 13 / Sample Company 14',
              counter: true,
            },
          },
          {
            start: '18:00',
            end: '20:00',
            title: 'Participant networking',
            venue: '9F',
            note: 'By invitation only',
            speakers: [],
          },
        ],
      },
      {
        id: 'day2',
        label: 'Day 2',
        date: 'Tuesday 23 September 2025',
        items: [
          {
            start: '09:00',
            end: '12:00',
            title: 'Global LP-GP workshop',
            venue: '16F, Sample International Finance Centre',
            topics: ['Overview of the Korean venture investment ecosystem', 'Operating Korean funds for global LPs'],
            speakers: [
              { name: 'Sample Speaker 10', title: 'Director', affiliation: 'Sample Fund of Funds', panel: true },
              { name: 'Sample Speaker 11', title: 'Partner', affiliation: 'Sample Law Firm', panel: true },
              { name: 'Sample Speaker 12', title: 'Managing Director', affiliation: 'Sample Asset Management', panel: true },
            ],
          },
          {
            session: 'day21',
            start: '09:00',
            end: '12:00',
            title: 'Lifestyle session',
            partner: 'with Sample Venture Investor',
            venue: '5F Park Ballroom',
            panelTitle: 'Panel: the future of consumer brands',
            speakers: [
              { name: 'Sample Speaker 13', title: 'Partner', affiliation: 'Sample Venture Investor', panel: true },
              { name: 'Sample Speaker 14', title: 'Founder', affiliation: 'Sample Consumer Brand', panel: true },
              { name: 'Sample Speaker 15', title: 'Investment Director', affiliation: 'Sample Retail Fund', panel: false },
            ],
            companies: {
              list: 'Sample Company 15 / Sample Company 16 / Sample Company 17 / Sample Company 18 / Sample Company 19 / Sample Company 20',
              counter: true,
            },
          },
          {
            session: 'day22',
            start: '14:00',
            end: '17:00',
            title: 'AI session',
            partner: 'with Sample Cloud Software Company',
            venue: '5F Park Ballroom',
            speakers: [
              {
                name: 'Sample Speaker 16',
                title: 'Programme Lead',
                affiliation: 'Sample Cloud Software Company',
                subject: 'A startup support programme',
                panel: true,
              },
            ],
            companies: {
              list: 'Sample Company 21 / Sample Company 22 / Sample Company 23 / Sample Company 24 / Sample Company 25 / Sample Company 26 / Sample Company 27',
              counter: true,
            },
          },
          {
            session: 'day23',
            start: '14:00',
            end: '17:00',
            title: 'Middle East market-entry session',
            partner: 'with Sample Internet Agency',
            venue: '6F Studio 8, 9, 10',
            panelTitle: 'Investor panel: entering Middle East markets',
            speakers: [
              { name: 'Sample Speaker 17', title: 'Partner', affiliation: 'Sample Gulf Ventures', panel: true },
              { name: 'Sample Speaker 18', title: 'Director', affiliation: 'Sample Sovereign Fund', panel: true },
              { name: 'Sample Speaker 19', title: 'Principal', affiliation: 'Sample MENA Capital', panel: true },
              { name: 'Sample Speaker 20', title: 'Team Lead', affiliation: 'Sample Internet Agency', panel: false },
            ],
            companies: {
              list: 'Sample Company 28 / Sample Company 29 / Sample Company 30 / Sample Company 31 / Sample Company 32 /\nSample Company 33 / Sample Company 34 / Sample Company 35 / Sample Company 36 / Sample Company 37',
              counter: true,
            },
          },
        ],
      },
    ],
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
    text: 'Pre-register to attend the forum and choose the sessions you would like to join.',
    button: 'Register Now',
    closedTitle: 'Pre-registration is closed',
    closedText:
      'Pre-registration for the 2025 forum is now closed. Thank you for your interest. On-site registration is available at the venue.',
  },
  footer: {
    quickLinksLabel: 'Quick links',
    quickLinks: {
      greeting: "Mayor's invitation",
      program: 'Schedule',
      investors: 'Investor line-up',
      companies: 'Company list',
      registration: 'Pre-register',
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
    copyright: '© 2025 Global Investors Forum. All rights reserved.',
  },
};
