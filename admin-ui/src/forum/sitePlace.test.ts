/** The places of the site's problems and samples, in the organiser's words, as the panels list them. */
import { describe, expect, it } from 'vitest';
import { editionDocumentOf } from '@forum/shared/testing';
import { sitePlace } from './sitePlace';

const { site } = editionDocumentOf();

describe('sitePlace', () => {
  it('names a text by its part, its field and its language', () => {
    expect(sitePlace('site.greeting.paragraphs.1.ko', site, 'en')).toBe('Letter, paragraph 2 (Korean)');
    expect(sitePlace('site.greeting.paragraphs.1.ko', site, 'ko')).toBe('초대의 글, 2문단 (한국어)');
    expect(sitePlace('site.hero.subtitle.en', site, 'en')).toBe('Title block, line above the name (English)');
    expect(sitePlace('site.greeting.photo.alt.en', site, 'en')).toBe('Letter, photo, description (English)');
    expect(sitePlace('site.firstYear', site, 'ko')).toBe('첫 포럼 연도');
  });

  it('names an entry of a list by its number and what it is called', () => {
    expect(sitePlace('site.investors.items.3.link', site, 'en')).toBe('Investor 4 (Sample Ventures 04), link');
    expect(sitePlace('site.organisers.0.name.ko', site, 'ko')).toBe('주최 기관 1 (샘플시), 이름 (한국어)');
    expect(sitePlace('site.companies.items.6.caption2', site, 'en')).toBe(
      'Company 7 (Sample Company 07), second link’s caption',
    );
    expect(sitePlace('site.startups.items.0.logo.src', site, 'en')).toBe(
      'Startup 1 (Sample Startup 01), logo, picture',
    );
    expect(sitePlace('site.footer.social.1.url', site, 'en')).toBe('Footer, social link 2 (Facebook), address');
    expect(sitePlace('site.about.history.2.title.en', site, 'en')).toBe('/about, history 3 (2024), title (English)');
  });

  it('still names an entry the document no longer has', () => {
    expect(sitePlace('site.partners.9.src', site, 'en')).toBe('Partner 10, picture');
  });
});
