import { describe, expect, it } from 'vitest';
import { SAMPLE_EDITION_2026, SAMPLE_PROGRAMME_2026, SAMPLE_SITE_2026 } from '../testing';
import { editionDocumentProblems } from './documentSchema';
import { EDITION_2025 } from './editions/2025';
import { PROGRAMME_2025 } from './editions/2025.programme';
import { SITE_2025 } from './editions/2025.site';
import { siteSamples } from './siteSchema';
import { editionOrdinal, fillSiteText, siteFacts } from './siteWords';

const document2026 = { ...SAMPLE_EDITION_2026, programme: SAMPLE_PROGRAMME_2026, site: SAMPLE_SITE_2026 };

describe("the site's words", () => {
  it('counts the ordinal from the first forum in both languages', () => {
    expect(editionOrdinal(2025, 2022, 'en')).toBe('4th');
    expect(editionOrdinal(2026, 2022, 'en')).toBe('5th');
    expect(editionOrdinal(2022, 2022, 'en')).toBe('1st');
    expect(editionOrdinal(2033, 2022, 'en')).toBe('12th');
    expect(editionOrdinal(2043, 2022, 'en')).toBe('22nd');
    expect(editionOrdinal(2026, 2022, 'ko')).toBe('제5회');
  });

  it("fills the edition's facts, so a new venue and year show in the letter without typing them", () => {
    const moved = {
      ...SAMPLE_EDITION_2026,
      venue: { ...SAMPLE_EDITION_2026.venue, en: { name: 'BEXCO', address: 'Busan', area: 'Haeundae, Busan' } },
    };
    const letter = fillSiteText(SITE_2025.greeting.paragraphs[0]!.en, siteFacts(moved, SITE_2025.firstYear, 'en'));
    expect(letter).toContain('held in Haeundae, Busan on 21 and 22 September');
    expect(letter).toContain('Global Investors Forum 2026');
    expect(letter).not.toMatch(/Yeouido|\{/);
    expect(fillSiteText(SITE_2025.hero.subtitle.ko, siteFacts(moved, SITE_2025.firstYear, 'ko'))).toBe(
      '제5회 시 주최 연례 투자자 포럼',
    );
    const facts2025 = siteFacts(EDITION_2025, SITE_2025.firstYear, 'en');
    expect(fillSiteText(SITE_2025.hero.subtitle.en, facts2025)).toBe("The city's 4th annual investor forum");
  });

  it('has no problem in the shipped words and the sample 2026', () => {
    expect(editionDocumentProblems({ ...EDITION_2025, programme: PROGRAMME_2025, site: SITE_2025 })).toEqual([]);
    expect(editionDocumentProblems(document2026)).toEqual([]);
  });

  it('names a missing translation, an unknown placeholder, a picture without its size and a bad link', () => {
    const site = structuredClone(SAMPLE_SITE_2026);
    site.greeting.paragraphs[1] = { en: 'Our themes this year.', ko: '' };
    site.hero.subtitle.en = 'The {nth} forum';
    site.greeting.photo.width = 0;
    site.companies.items[0]!.website = 'not a link';
    const problems = editionDocumentProblems({ ...document2026, site }, { locale: 'ko' });
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: 'site.greeting.paragraphs.1.ko', code: 'missing_translation', message: '한국어 번역이 없습니다.' },
        expect.objectContaining({ path: 'site.hero.subtitle.en', code: 'unknown_placeholder' }),
        expect.objectContaining({ path: 'site.greeting.photo.width', code: 'picture_size' }),
        expect.objectContaining({ path: 'site.companies.items.0.website', code: 'link' }),
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('lists what is still the shipped sample, and nothing once it is replaced', () => {
    const samples = siteSamples(SITE_2025);
    expect(samples.map((sample) => sample.path)).toEqual(
      expect.arrayContaining([
        'site.investors.items.0.name',
        'site.investors.items.0.src',
        'site.companies.items.44.name.ko',
        'site.greeting.photo.src',
        'site.about.historyIsSample',
      ]),
    );
    const real = structuredClone(SITE_2025);
    real.organisers = [];
    real.partners = [];
    real.investors.items = [];
    real.companies.items = [
      { name: { en: 'Acme Robotics', ko: '애크미 로보틱스' }, website: 'https://acme.example.kr' },
    ];
    real.startups.items = [];
    real.greeting.signatureName = { en: 'Kim Minji', ko: '김민지' };
    real.greeting.photo.src = '/media/0f3a.jpg';
    real.greeting.signature.src = '/media/9b1c.png';
    real.about.historyIsSample = false;
    expect(siteSamples(real)).toEqual([]);
  });

  it('takes the site words missing from an older stored document from the shipped ones', () => {
    const { site: _site, ...older } = document2026;
    expect(editionDocumentProblems(older)).toEqual([]);
  });
});
