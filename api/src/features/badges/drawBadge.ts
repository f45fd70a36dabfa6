/**
 * Draws one badge at a place on the page: the forum's name, the name (large, shrunk to fit, at
 * most two lines), job title, company, the check-in QR and the business type's coloured band.
 */
import type { BadgePerson } from './badgeRepo';
import { type BadgeDesign, type TextSlot, mm } from './badgeLayouts';
import { QUIET_TEXT_COLOUR, TEXT_COLOUR, bandColour, bandWord, forumName } from './badgeStyle';
import { drawQr } from './qrDrawing';
import { type ForumFontWeight, forumFontFile } from '../../pdf/forumFont';
import { fitText } from './textFit';

export type FontName = ForumFontWeight;

/**
 * Fonts are selected by file path, the key the document's default font (set from the same file)
 * is cached under: selecting a registered alias of an already loaded file makes pdfkit parse the
 * file again on every call (it finds the equal font but does not cache the alias).
 */
const select = (doc: PDFKit.PDFDocument, font: FontName) => doc.font(forumFontFile(font));

/** A line's height per point of size; pdfkit places a line's top `size * ascender` above its baseline. */
function lineHeightOf(doc: PDFKit.PDFDocument, font: FontName): number {
  return select(doc, font).fontSize(1).currentLineHeight();
}

/**
 * Widths at 1 pt by summing each character's advance, cached per font: shaping a string with
 * fontkit costs about a millisecond, and fitting tries every two-line split of every text on
 * 2,000 badges. Kerning is left out here, so the chosen lines are measured once more for real.
 */
const advances = new WeakMap<PDFKit.PDFDocument, Map<string, number>>();
function approximateWidth(doc: PDFKit.PDFDocument, font: FontName, text: string): number {
  let cache = advances.get(doc);
  if (!cache) advances.set(doc, (cache = new Map()));
  let width = 0;
  for (const character of text) {
    const key = `${font}\u0000${character}`;
    let advance = cache.get(key);
    if (advance === undefined) {
      advance = doc.fontSize(1).widthOfString(character);
      cache.set(key, advance);
    }
    width += advance;
  }
  return width;
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
  // Composed, so every Hangul syllable is one glyph (text typed on some systems arrives decomposed).
  text = text.normalize('NFC');
  if (text.trim() === '') return;
  const lineHeight = lineHeightOf(doc, font);
  const box = { width: mm(slot.width), height: mm(slot.height) };
  const fitted = fitText(text, box, { maxSize: slot.maxSize, maxLines: slot.maxLines, lineHeight }, (part) =>
    approximateWidth(doc, font, part),
  );
  // The real (kerned) widths: a line that came out wider than its box shrinks the size to fit it.
  const widest = Math.max(...fitted.lines.map((line) => doc.fontSize(1).widthOfString(line)));
  if (widest * fitted.size > box.width) fitted.size = Math.floor((box.width / widest) * 10) / 10;
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
    .fill(bandColour(person.businessType));
  drawFitted(doc, origin, design.bandText, bandWord(person.businessType, person.locale), 'bold', '#ffffff');
}
