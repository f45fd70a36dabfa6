/**
 * The badges of a batch (or the one of the desk) as one PDF. Only the forum's fonts are used
 * (Pretendard, Noto Sans CJK and Noto Emoji, chosen per character), selected by file, embedded as
 * subsets; pdfkit's default Helvetica is never selected, so no font is left for a printer to substitute.
 */
import type { BadgeLayout } from '@forum/shared';
import PDFDocument from 'pdfkit';
import type { BadgePerson } from './badgeRepo';
import { PAGE_LAYOUTS, mm } from './badgeLayouts';
import { CUT_MARK_COLOUR } from './badgeStyle';
import { drawBadge } from './drawBadge';
import { forumFontFile } from '../../pdf/forumFont';
import { sharedFont } from '../../pdf/fontRuns';

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

/**
 * Never more than this much of the PDF waits unsent: when the client reads slowly, drawing waits,
 * so 2,000 badges take the memory of a few pages, not of the whole file.
 */
const MAX_UNSENT_BYTES = 1024 * 1024;
const UNSENT_POLL_MS = 5;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The PDF as a stream, drawn page by page while it is sent. Destroying the stream (Koa does when
 * the client goes away) stops the drawing at the next page: an abandoned batch costs no more CPU.
 */
export function streamBadges(people: readonly BadgePerson[], layout: BadgeLayout, title: string): PDFKit.PDFDocument {
  const { page, slots, design, cutMarks } = PAGE_LAYOUTS[layout];
  const doc = new PDFDocument({
    size: page,
    margin: 0,
    autoFirstPage: false,
    font: sharedFont(forumFontFile('regular')),
    info: { Title: title, Creator: 'Investor forum admin' },
  });
  async function draw(): Promise<void> {
    for (let start = 0; start < people.length; start += slots.length) {
      if (doc.destroyed) return;
      doc.addPage({ size: page, margin: 0 });
      if (cutMarks) drawCutMarks(doc, page);
      people.slice(start, start + slots.length).forEach((person, i) => drawBadge(doc, person, design, slots[i]!));
      await nextTurn();
      while (doc.readableLength > MAX_UNSENT_BYTES && !doc.destroyed) await pause(UNSENT_POLL_MS);
    }
    if (!doc.destroyed) doc.end();
  }
  draw().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
