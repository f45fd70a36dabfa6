/**
 * One line of flowing text (an agenda's heading or entry) in any script: printed from the font
 * chain run by run, shrunk to the page's width when it is longer (a name is never cut), and on a
 * new page when the page is full. Afterwards the cursor is under the line, as pdfkit's `text`
 * leaves it, with Pretendard selected so `moveDown` keeps the forum's line spacing.
 */
import { type ForumFontWeight, forumFontFile } from './forumFont';
import { drawRuns, fontRuns, lineMetrics, runsWidth, useFont } from './fontRuns';

export function printLine(
  doc: PDFKit.PDFDocument,
  text: string,
  options: { weight: ForumFontWeight; size: number; colour: string },
): void {
  const { weight, colour } = options;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const runs = fontRuns(text, weight);
  const natural = runsWidth(runs);
  const size = natural * options.size > width ? Math.floor((width / natural) * 10) / 10 : options.size;
  const metrics = lineMetrics(weight);
  const height = metrics.height * size;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  doc.fillColor(colour);
  drawRuns(doc, runs, left, top + metrics.ascender * size, size);
  useFont(doc, forumFontFile(weight)).fontSize(options.size);
  doc.x = left;
  doc.y = top + height;
}
