/**
 * The site's words and pictures of one edition: what a visitor reads on `/`, `/kor`, `/link` and
 * `/about` beyond the edition's facts. The organiser edits them in the admin's Forum screen, both
 * languages side by side. Facts are never typed here: a text names them with a placeholder
 * (`{forum}`, `{year}`, `{ordinal}`, `{dates}`, `{days}`, `{venue}`, `{area}`) that the site fills
 * from the edition, so a new venue or date shows everywhere at once (siteWords.ts `fillSiteText`).
 */
import type { Words } from './types';

/** A picture: a file the site ships (`/logos/…`) or an uploaded one (`/media/<hash>.<ext>`), with its size. */
export interface SitePicture {
  src: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives. */
  width: number;
  height: number;
}

/** An organiser's or a partner's logo. */
export interface SiteLogo extends SitePicture {
  name: Words;
  /** Empty when the logo links nowhere. */
  link: string;
  /** Light-on-dark artwork needs a dark tile behind it. */
  dark: boolean;
}

/** An investor's logo: the investor's own name, the same in both languages. */
export interface SiteInvestor extends SitePicture {
  name: string;
  link: string;
  dark: boolean;
  /** An "and more" tile rather than one investor (shown without a link). */
  more: boolean;
}

/** A participating company; a company with two sites captions both links. */
export interface SiteCompany {
  name: Words;
  website: string;
  caption1?: string;
  website2?: string;
  caption2?: string;
}

export interface SiteStartup {
  title: string;
  logo: SitePicture;
  link: string;
  dark: boolean;
}

export const SOCIAL_NETWORKS = ['linkedin', 'facebook', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SiteSocialLink {
  network: SocialNetwork;
  url: string;
}

/** One earlier edition in /about's history. */
export interface SiteHistoryEntry {
  year: number;
  title: Words;
  text: Words;
}

export interface EditionSite {
  /** The year of the first forum: an edition's ordinal ("5th", "제5회") counts from it. */
  firstYear: number;
  /** The search engines' and sharing previews' description of `/` and `/kor`. */
  description: Words;
  /** The title block above the forum's name, dates and venue. */
  hero: { subtitle: Words; description: Words };
  /** The mayor's letter. */
  greeting: {
    heading: Words;
    salutation: Words;
    paragraphs: Words[];
    closing: Words;
    signatureName: Words;
    signatureRole: Words;
    photo: SitePicture & { alt: Words };
    signature: SitePicture & { alt: Words };
  };
  organisers: SiteLogo[];
  partners: SiteLogo[];
  programmeIntro: Words;
  investors: { intro: Words; items: SiteInvestor[] };
  companies: { intro: Words; items: SiteCompany[] };
  /** The startup showcase: kept while hidden, shown when `shown`. */
  startups: { shown: boolean; items: SiteStartup[] };
  registration: {
    text: Words;
    /** The notice in place of the button once pre-registration has closed. */
    closedText: Words;
    /** The notice once the forum has ended. */
    endedText: Words;
  };
  footer: { social: SiteSocialLink[]; copyright: Words };
  link: { description: Words };
  about: {
    description: Words;
    intro: Words[];
    history: SiteHistoryEntry[];
    /** Until the organisers' own history replaces the sample, the page says it is sample text. */
    historyIsSample: boolean;
  };
}
