/**
 * The check-in code's QR symbol (encoded by the qrcode package) as one SVG path: a square per dark
 * module, drawn by React inline, so the page needs no image request, no data: URL and no canvas.
 * The same symbol as the e-mail's: the stored code as it is, error correction Q.
 */
import QRCode from 'qrcode';

/** The quiet zone a scanner needs around the symbol, in modules. */
const MARGIN = 4;

export interface QrPath {
  /** Width and height of the drawing in modules, the quiet zone included. */
  size: number;
  /** `d` of a path filling every dark module. */
  d: string;
}

export function checkinQrPath(code: string): QrPath {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'Q' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column + MARGIN} ${row + MARGIN}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * MARGIN, d: parts.join('') };
}
