import { describe, expect, it } from 'vitest';
import { DEFAULT_HEARD_FROM, heardFromChoices } from '../heardFrom';
import { SAMPLE_EDITION_2026, SAMPLE_PROGRAMME_2026 } from '../testing/editions/2026.sample';
import { editionDocumentProblems, parseEditionDocument } from './documentSchema';
import { EDITION_2025 } from './editions/2025';
import { PROGRAMME_2025 } from './editions/2025.programme';

// As a 2026 document stored before the choices existed: no `heardFrom` at all.
const document2026: Record<string, unknown> = { ...SAMPLE_EDITION_2026, programme: SAMPLE_PROGRAMME_2026 };
delete document2026.heardFrom;

describe('the choices of "How did you hear about us?" in an edition document', () => {
  it('may be left out: a 2026 document without them has no problem and offers the defaults', () => {
    expect('heardFrom' in document2026).toBe(false);
    expect(editionDocumentProblems(document2026)).toEqual([]);
    const parsed = parseEditionDocument(document2026);
    expect(parsed).not.toBeNull();
    expect(heardFromChoices(parsed!)).toEqual(DEFAULT_HEARD_FROM);
  });

  it('are kept as stored when named', () => {
    const ownChoices = [
      { key: 'radio', words: { en: 'Radio', ko: '라디오' } },
      { key: 'other', words: { en: 'Other', ko: '기타' } },
    ];
    const parsed = parseEditionDocument({ ...document2026, heardFrom: ownChoices });
    expect(parsed?.heardFrom).toEqual(ownChoices);
    const document2025 = { ...EDITION_2025, programme: PROGRAMME_2025 };
    expect(editionDocumentProblems(document2025)).toEqual([]);
    expect(parseEditionDocument(document2025)?.heardFrom).toEqual(DEFAULT_HEARD_FROM);
  });

  it('need plain, unique keys and words in both languages', () => {
    const problems = editionDocumentProblems(
      {
        ...document2026,
        heardFrom: [
          { key: 'Web Site', words: { en: 'Website', ko: '웹사이트' } },
          { key: 'news', words: { en: 'News', ko: '' } },
          { key: 'news', words: { en: 'Press', ko: '언론' } },
        ],
      },
      { locale: 'ko' },
    );
    expect(problems.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: 'heardFrom.0.key', code: 'choice_key' },
      { path: 'heardFrom.1.words.ko', code: 'required' },
      { path: 'heardFrom.2.key', code: 'duplicate_key' },
    ]);
    expect(problems[2]!.message).toBe('다른 선택지가 이 키를 쓰고 있습니다.');
  });

  it('are refused when not a list of keys with words', () => {
    expect(editionDocumentProblems({ ...document2026, heardFrom: ['website'] })[0]).toMatchObject({
      path: 'heardFrom.0',
      code: 'invalid',
    });
  });
});
