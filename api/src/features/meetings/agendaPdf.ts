/**
 * A participant's meeting agenda as an A4 PDF, in their language: pdfkit with the forum's fonts
 * (the badge's too): Pretendard for Hangul and Latin, Noto Sans CJK for Hanja, kana and Chinese,
 * Noto Emoji for emoji, chosen per character (pdf/printLine.ts), so every name prints.
 */
import PDFDocument from 'pdfkit';
import { EDITION, type Locale, formatLongDate } from '@forum/shared';
import { forumFontFile } from '../../pdf/forumFont';
import { printLine } from '../../pdf/printLine';
import { sharedFont, useFont } from '../../pdf/fontRuns';
import type { AgendaData } from './organiser';

const FONT = forumFontFile('regular');
const BOLD = forumFontFile('bold');

const WORDS: Record<Locale, { title: string; none: string; table: (n: number) => string; koreaTime: string }> = {
  en: {
    title: 'One-to-one meetings',
    none: 'No meetings booked.',
    table: (n) => `Table ${n}`,
    koreaTime: 'Korea time',
  },
  ko: {
    title: '1:1 미팅 일정',
    none: '확정된 미팅이 없습니다.',
    table: (n) => `${n}번 테이블`,
    koreaTime: '한국 시간',
  },
};

export function agendaPdf(agenda: AgendaData): Promise<Buffer> {
  const t = WORDS[agenda.locale];
  // Fonts are the shared parsed ones, keyed by file as printLine selects them: each is embedded once.
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    font: sharedFont(FONT),
    info: { Title: `${t.title}: ${agenda.name}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  useFont(doc, FONT).fontSize(11).fillColor('#4a5a70').text(EDITION.name[agenda.locale]);
  useFont(doc.moveDown(0.3), BOLD).fontSize(20).fillColor('#0b2545').text(t.title);
  doc.moveDown(0.2);
  // Names and organisations are the registrants' own text, in any script: printed run by run.
  printLine(doc, `${agenda.name} · ${agenda.organisation}`, { weight: 'regular', size: 13, colour: '#1b2a41' });
  doc.moveDown(1);
  if (agenda.meetings.length === 0) useFont(doc, FONT).fontSize(12).fillColor('#1b2a41').text(t.none);
  let day = 0;
  for (const meeting of agenda.meetings) {
    if (meeting.day !== day) {
      day = meeting.day;
      const date = EDITION.days[day === 2 ? 2 : 1];
      useFont(doc.moveDown(0.6), BOLD).fontSize(13).fillColor('#0b2545');
      doc.text(`${formatLongDate(date, agenda.locale)} (${t.koreaTime})`);
      doc.moveDown(0.3);
    }
    printLine(doc, `${meeting.start}-${meeting.end}   ${t.table(meeting.table)}   ${meeting.with}`, {
      weight: 'regular',
      size: 12,
      colour: '#1b2a41',
    });
  }
  doc.end();
  return done;
}
