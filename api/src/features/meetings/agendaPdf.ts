/**
 * A participant's meeting agenda as an A4 PDF, in their language: pdfkit with Pretendard (the
 * badge's choice too), whose OTF holds the Korean glyphs the built-in PDF fonts lack.
 */
import PDFDocument from 'pdfkit';
import { EDITION, type Locale, formatLongDate } from '@forum/shared';
import { forumFontFile } from '../../pdf/forumFont';
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
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${t.title}: ${agenda.name}` } });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('regular').fontSize(11).fillColor('#4a5a70').text(EDITION.name[agenda.locale]);
  doc.moveDown(0.3).font('bold').fontSize(20).fillColor('#0b2545').text(t.title);
  doc.moveDown(0.2).font('regular').fontSize(13).fillColor('#1b2a41').text(`${agenda.name} · ${agenda.organisation}`);
  doc.moveDown(1);
  if (agenda.meetings.length === 0) doc.fontSize(12).text(t.none);
  let day = 0;
  for (const meeting of agenda.meetings) {
    if (meeting.day !== day) {
      day = meeting.day;
      const date = EDITION.days[day === 2 ? 2 : 1];
      doc.moveDown(0.6).font('bold').fontSize(13).fillColor('#0b2545');
      doc.text(`${formatLongDate(date, agenda.locale)} (${t.koreaTime})`);
      doc.moveDown(0.3);
    }
    doc.font('regular').fontSize(12).fillColor('#1b2a41');
    doc.text(`${meeting.start}-${meeting.end}   ${t.table(meeting.table)}   ${meeting.with}`);
  }
  doc.end();
  return done;
}
