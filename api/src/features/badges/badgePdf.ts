/**
 * The badges of a batch (or the one of the desk) as one PDF. Only the forum's font is used,
 * in three weights selected by file, embedded as subsets; pdfkit's default Helvetica is never
 * selected, so the file has no font a printer would have to substitute.
 */
import type { BadgeLayout } from '@forum/shared';
import PDFDocument from 'pdfkit';
import type { BadgePerson } from './badgeRepo';
import { PAGE_LAYOUTS, mm } from './badgeLayouts';
import { CUT_MARK_COLOUR } from './badgeStyle';
import { drawBadge } from './drawBadge';
import { forumFontFile } from '../../pdf/forumFont';

/** Between pages the event loop is let go, so a big batch never stalls the desks' calls. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Cut marks sit in the paper's outer 2-7 mm, on the lines between the four badges. */
function drawCutMarks(doc: PDFKit.PDFDocument, [width, height]: [number, number]): void {
  const near = mm(2);
  const far = mm(7);
  doc.save().lineWidth(0.5).strokeColor(CUT_MARK_COLOUR);
  doc.moveTo(width / 2, near).lineTo(width / 2, far);
  doc.moveTo(width / 2, height - near).lineTo(width / 2, height - far);
  doc.moveTo(near, height / 2).lineTo(far, height / 2);
  doc.moveTo(width - near, height / 2).lineTo(width - far, height / 2);
  doc.stroke().restore();
}

export async function renderBadges(
  people: readonly BadgePerson[],
  layout: BadgeLayout,
  title: string,
): Promise<Buffer> {
  const { page, slots, design, cutMarks } = PAGE_LAYOUTS[layout];
  const doc = new PDFDocument({
    size: page,
    margin: 0,
    autoFirstPage: false,
    font: forumFontFile('regular'),
    info: { Title: title, Creator: 'Investor forum admin' },
  });

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (let start = 0; start < people.length; start += slots.length) {
    doc.addPage({ size: page, margin: 0 });
    if (cutMarks) drawCutMarks(doc, page);
    people.slice(start, start + slots.length).forEach((person, i) => drawBadge(doc, person, design, slots[i]!));
    await nextTurn();
  }
  doc.end();
  return done;
}
