/**
 * Draws one badge at a place on the page: the forum's name, the name (large, shrunk to fit, at
 * most two lines), job title, company, the check-in QR and the business type's coloured band.
 */
import type { BadgePerson } from './badgeRepo';
import { type BadgeDesign, type TextSlot, mm } from './badgeLayouts';
import { QUIET_TEXT_COLOUR, TEXT_COLOUR, bandColour, bandWord, forumName } from './badgeStyle';
import { drawQr } from './qrDrawing';
import { fitText } from './textFit';

export type FontName = 'regular' | 'medium' | 'bold';

/** A line's height per point of size; pdfkit places a line's top `size * ascender` above its baseline. */
function lineHeightOf(doc: PDFKit.PDFDocument, font: FontName): number {
  return doc.font(font).fontSize(1).currentLineHeight();
}

/** Draws `text` centred in `slot` (offset by the badge's corner), shrunk to fit; nothing when empty. */
function drawFitted(
  doc: PDFKit.PDFDocument,
  origin: { x: number; y: number },
  slot: TextSlot,
  text: string,
  font: FontName,
  colour: string,
): void {
  if (text.trim() === '') return;
  const lineHeight = lineHeightOf(doc, font);
  const box = { width: mm(slot.width), height: mm(slot.height) };
  const fitted = fitText(text, box, { maxSize: slot.maxSize, maxLines: slot.maxLines, lineHeight }, (part) =>
    doc.fontSize(1).widthOfString(part),
  );
  doc.fontSize(fitted.size).fillColor(colour);
  const blockHeight = fitted.lines.length * lineHeight * fitted.size;
  let y = origin.y + mm(slot.y) + (box.height - blockHeight) / 2;
  for (const line of fitted.lines) {
    const width = doc.widthOfString(line);
    doc.text(line, origin.x + mm(slot.x) + (box.width - width) / 2, y, { lineBreak: false });
    y += lineHeight * fitted.size;
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
    .fill(bandColour(person.biztype));
  drawFitted(doc, origin, design.bandText, bandWord(person.biztype, person.locale), 'bold', '#ffffff');
}
