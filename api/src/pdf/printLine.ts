/**
 * One entry of flowing text (an agenda's heading or meeting) in any script: printed from the font
 * chain run by run, on one line or, when one line would have to shrink below three quarters of
 * the size, on two (split at a space, or between characters in a text without spaces), shrunk
 * further only if two lines are still too wide: a name is never cut. A new page starts when the
 * page is full. Afterwards the cursor is under the text, as pdfkit's `text` leaves it, with
 * Pretendard selected so `moveDown` keeps the forum's line spacing.
 */
import { type ForumFontWeight, forumFontFile } from './forumFont';
import { approximateWidth, drawRuns, fontRuns, lineMetrics, runsWidth, useFont } from './fontRuns';
import { fitText } from './textFit';

export function printLine(
  doc: PDFKit.PDFDocument,
  text: string,
  options: { weight: ForumFontWeight; size: number; colour: string },
): void {
  const { weight, colour } = options;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const metrics = lineMetrics(weight);
  const box = { width, height: 2 * metrics.height * options.size };
  const whole = fontRuns(text, weight);
  // A line that fits is printed as written (the agenda's columns are runs of spaces).
  const fitted =
    runsWidth(whole) * options.size <= width
      ? { size: options.size, lines: [text] }
      : fitText(
          text.normalize('NFC'),
          box,
          { maxSize: options.size, maxLines: 2, lineHeight: metrics.height },
          (part) => approximateWidth(part, weight),
        );
  const lines = fitted.lines.map((line) => fontRuns(line, weight));
  // The real (shaped, kerned) widths decide: a line wider than the page shrinks the size to fit it.
  const widest = Math.max(...lines.map(runsWidth));
  const size = widest * fitted.size > width ? Math.floor((width / widest) * 10) / 10 : fitted.size;
  const height = metrics.height * size;
  if (doc.y + height * lines.length > doc.page.height - doc.page.margins.bottom) doc.addPage();
  let top = doc.y;
  doc.fillColor(colour);
  for (const runs of lines) {
    drawRuns(doc, runs, left, top + metrics.ascender * size, size);
    top += height;
  }
  useFont(doc, forumFontFile(weight)).fontSize(options.size);
  doc.x = left;
  doc.y = top;
}
