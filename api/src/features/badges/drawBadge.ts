/**
 * Draws one badge at a place on the page: the forum's name, the name (large, shrunk to fit, at
 * most two lines), job title, company, the check-in QR and the business type's coloured band.
 */
import type { BadgePerson } from './badgeRepo';
import { type BadgeDesign, type TextSlot, mm } from './badgeLayouts';
import { QUIET_TEXT_COLOUR, TEXT_COLOUR, bandColour, bandWord, forumName } from './badgeStyle';
import { drawQr } from './qrDrawing';
import type { ForumFontWeight } from '../../pdf/forumFont';
import { approximateWidth, drawRuns, fontRuns, lineMetrics, runsWidth } from '../../pdf/fontRuns';
import { fitText } from '../../pdf/textFit';

export type FontName = ForumFontWeight;

/** Draws `text` centred in `slot` (offset by the badge's corner), shrunk to fit; nothing when empty. */
function drawFitted(
  doc: PDFKit.PDFDocument,
  origin: { x: number; y: number },
  slot: TextSlot,
  text: string,
  font: FontName,
  colour: string,
): void {
  // Composed, so every Hangul syllable is one glyph (text typed on some systems arrives decomposed).
  text = text.normalize('NFC');
  if (text.trim() === '') return;
  const metrics = lineMetrics(font);
  const box = { width: mm(slot.width), height: mm(slot.height) };
  const fitted = fitText(
    text,
    box,
    { maxSize: slot.maxSize, maxLines: slot.maxLines, lineHeight: metrics.height },
    (part) => approximateWidth(part, font),
  );
  // The real (shaped, kerned) widths: a line that came out wider than its box shrinks the size to fit it.
  const lines = fitted.lines.map((line) => fontRuns(line, font));
  const widest = Math.max(...lines.map(runsWidth));
  if (widest * fitted.size > box.width) fitted.size = Math.floor((box.width / widest) * 10) / 10;
  doc.fillColor(colour);
  const lineHeight = metrics.height * fitted.size;
  let top = origin.y + mm(slot.y) + (box.height - lines.length * lineHeight) / 2;
  for (const runs of lines) {
    const width = runsWidth(runs) * fitted.size;
    drawRuns(
      doc,
      runs,
      origin.x + mm(slot.x) + (box.width - width) / 2,
      top + metrics.ascender * fitted.size,
      fitted.size,
    );
    top += lineHeight;
  }
}

export function drawBadge(
  doc: PDFKit.PDFDocument,
  person: BadgePerson,
  design: BadgeDesign,
  origin: { x: number; y: number },
): void {
  drawFitted(doc, origin, design.forum, forumName(person.locale), 'regular', QUIET_TEXT_COLOUR);
  drawFitted(doc, origin, design.name, person.name, 'bold', TEXT_COLOUR);
  drawFitted(doc, origin, design.title, person.title, 'regular', QUIET_TEXT_COLOUR);
  drawFitted(doc, origin, design.company, person.company, 'medium', TEXT_COLOUR);
  if (person.checkinCode) {
    const { qr } = design;
    drawQr(doc, person.checkinCode, origin.x + mm(qr.x), origin.y + mm(qr.y), mm(qr.width));
  }
  const { band } = design;
  doc
    .rect(origin.x + mm(band.x), origin.y + mm(band.y), mm(band.width), mm(band.height))
    .fill(bandColour(person.businessType));
  drawFitted(doc, origin, design.bandText, bandWord(person.businessType, person.locale), 'bold', '#ffffff');
}
