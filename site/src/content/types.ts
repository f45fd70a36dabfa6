/**
 * The shape of the site's text and data, one object per language (en.ts, ko.ts). Both files are
 * typed `SiteContent`, so the compiler refuses a missing or misspelt key; content.test.ts also
 * compares the two at run time (array lengths, optional keys) where the type cannot.
 */
import type { Locale, SessionCode } from '@forum/shared';

/** The landing page's anchored sections, in page order. Ids are part of the public URL (#program). */
export const SECTION_IDS = ['greeting', 'program', 'investors', 'companies', 'registration'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface ImageRef {
  src: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives. */
  width: number;
  height: number;
}

export interface LogoItem extends ImageRef {
  name: string;
  /** Empty when the logo should not link anywhere. */
  link: string;
  /** Light-on-dark artwork needs a dark tile behind it. */
  dark: boolean;
}

export interface InvestorLogo extends LogoItem {
  /** The seed's 'more' tile: an "and more" image rather than one investor (rendered without a link). */
  more: boolean;
}

export interface Speaker {
  /** Photo; undefined falls back to the placeholder silhouette. */
  image?: string;
  name: string;
  title: string;
  affiliation: string;
  subject?: string;
  /** The seed's panel flag: true for a speaker or panellist, false marks the moderator (styled apart). */
  panel: boolean;
}

export interface CompanyBox {
  title?: string;
  /** Company names separated by ' / '; line breaks are kept when shown. */
  list: string;
  /** The seed's counter toggle: show 'IR of N Companies :' above the list. */
  counter: boolean;
}

export interface ProgramItem {
  /** Set when visitors can sign up for this item in the registration form. */
  session?: SessionCode;
  start: string;
  end: string;
  title: string;
  /** Co-host shown under the title, e.g. 'with Sample Venture Builder'. */
  partner?: string;
  venue: string;
  note?: string;
  topics?: string[];
  panelTitle?: string;
  speakers: Speaker[];
  companies?: CompanyBox;
}

export interface ProgramDay {
  id: 'day1' | 'day2';
  label: string;
  date: string;
  items: ProgramItem[];
}

export interface Company {
  name: string;
  website: string;
  /** When a company has two sites (e.g. B2B and B2C), both links are captioned. */
  caption1?: string;
  website2?: string;
  caption2?: string;
}

export interface SocialLink {
  network: 'linkedin' | 'facebook' | 'youtube';
  label: string;
  url: string;
}

export interface Startup {
  title: string;
  logo: ImageRef;
  link: string;
  dark: boolean;
}

export interface SiteContent {
  locale: Locale;
  meta: {
    siteName: string;
    title: string;
    description: string;
    ogImageAlt: string;
  };
  skipLink: string;
  header: {
    brand: string;
    navLabel: string;
    menuButton: string;
    menu: Record<SectionId, string>;
    /** The link to the same page in the other language (navigation/locale.ts finds it). */
    languageSwitch: { label: string; lang: Locale };
  };
  hero: {
    subtitle: string;
    title: string;
    date: string;
    venue: string;
    description: string;
    organisersLabel: string;
    partnersLabel: string;
    /** Hidden words after the Register button's text, naming the first-screen button apart. */
    ctaContext: string;
  };
  organisers: LogoItem[];
  partners: LogoItem[];
  greeting: {
    heading: string;
    salutation: string;
    paragraphs: string[];
    closing: string;
    signatureName: string;
    signatureRole: string;
    photo: ImageRef & { alt: string };
    signature: ImageRef & { alt: string };
  };
  program: {
    heading: string;
    intro: string;
    columns: { time: string; session: string; venue: string };
    /** The marking of the items visitors can choose in the registration form (those with `session`). */
    registrableLabel: string;
    moderator: string;
    topicsLabel: string;
    /** '{count}' is replaced with the number of companies. */
    companiesCount: string;
    days: ProgramDay[];
  };
  investors: { heading: string; intro: string; items: InvestorLogo[] };
  companies: {
    heading: string;
    intro: string;
    columns: { number: string; company: string; website: string };
    /** Accessible text of a website link; '{name}' is replaced with the company name. */
    websiteLinkText: string;
    items: Company[];
  };
  /** Shown on the landing page only when the organiser turns it on. */
  startups: { heading: string; shown: boolean; items: Startup[] };
  registration: {
    heading: string;
    text: string;
    button: string;
    closedTitle: string;
    closedText: string;
    /** In place of the button once the forum has ended (GET /api/site-info says so). */
    endedTitle: string;
    endedText: string;
    /** The next forum's dates once they are published: `{year}` and `{dates}` are filled in. */
    endedNext: string;
  };
  footer: {
    quickLinksLabel: string;
    /**
     * Footer names of the sections. Deliberately not the menu's words, so every link on the page
     * has a distinct accessible name (the browser tests find the menu by its names).
     */
    quickLinks: Record<SectionId, string>;
    socialLabel: string;
    social: SocialLink[];
    contactHeading: string;
    emailLabel: string;
    phoneLabel: string;
    copyright: string;
  };
}
