/**
 * One word per thing: no words file of the site, the admin, the mails or the shared domain holds a
 * banned word (a second word for one thing, or Korean that reads translated), and the words that
 * name one thing are the table's.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EDITION } from './edition';
import { BANNED_WORDS, FORUM_WORDS, mailSubject } from './words';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The files that hold words people read: text tables, content, mail words, errors, the edition. */
function wordsFiles(): string[] {
  const dirs = ['site/src', 'admin-ui/src', 'api/src/features', 'shared/src', 'admin-desktop/src'];
  const isWords = (file: string) =>
    /(?:Text|text|Words|words|Content|content|Labels)\.tsx?$/.test(file) ||
    /\/content\/[^/]+\.ts$/.test(file) ||
    /shared\/src\/(?:errors|seats|sessions|registrantFields|consentNotice|messages)\.ts$/.test(file) ||
    /shared\/src\/edition\/editions\/[^/]+\.ts$/.test(file);
  return dirs
    .flatMap((dir) =>
      (readdirSync(path.join(ROOT, dir), { recursive: true }) as string[]).map((file) => path.join(dir, file)),
    )
    .filter((file) => isWords(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('shared/src/words.ts'));
}

describe('the words files', () => {
  const files = wordsFiles();

  it('are found (the check reads real files)', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files).toContain('site/src/content/ko.ts');
    expect(files).toContain('api/src/features/mail/content/mailText.ts');
    expect(files).toContain('admin-ui/src/checkin/checkinText.ts');
  });

  it.each(['en', 'ko'] as const)('hold no banned word (%s)', (locale) => {
    const found: string[] = [];
    for (const file of files) {
      const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const { banned, use } of BANNED_WORDS[locale]) {
          if (banned.test(line)) found.push(`${file}:${index + 1}: ${banned} (use ${use}): ${line.trim()}`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it('catch a banned word where one is written (the check can fail)', () => {
    const samples = [
      '고객님을 위해',
      '자리표시자: {name}',
      "undo: '취소'",
      '마감 - 대기자 등록',
      '투자자 포럼. All rights reserved.',
    ];
    for (const sample of samples) {
      expect(
        BANNED_WORDS.ko.some(({ banned }) => banned.test(sample)),
        sample,
      ).toBe(true);
    }
  });
});

describe('the table', () => {
  it("gives the mail subjects one pattern, the edition's short name first", () => {
    expect(mailSubject('en', EDITION.year, 'Your registration is confirmed')).toBe(
      `[Forum ${EDITION.year}] Your registration is confirmed`,
    );
    expect(mailSubject('ko', EDITION.year, '사전등록이 완료되었습니다')).toBe(
      `[포럼 ${EDITION.year}] 사전등록이 완료되었습니다`,
    );
  });

  it("keeps the desk's Undo apart from Cancel in both languages", () => {
    for (const locale of ['en', 'ko'] as const) expect(FORUM_WORDS[locale].undo).not.toBe(FORUM_WORDS[locale].cancel);
  });

  it('names the reception as the edition file does', () => {
    const reception = EDITION.sessions.find((session) => session.access === 'invitation')!;
    expect(reception.title).toEqual({ en: FORUM_WORDS.en.reception, ko: FORUM_WORDS.ko.reception });
  });
});
