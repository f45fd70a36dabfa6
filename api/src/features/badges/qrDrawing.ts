/**
 * The check-in QR drawn as vector squares (sharp at any printer resolution, a few hundred bytes),
 * holding the bare check-in code as the e-mail's image does, with error correction Q and the
 * standard's four-module quiet zone kept white.
 */
import QRCode from 'qrcode';

const QUIET_MODULES = 4;

/** Draws the code's QR in the square at (x, y) of side `size`, quiet zone included. */
export function drawQr(doc: PDFKit.PDFDocument, code: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'Q' });
  const count = modules.size;
  const unit = size / (count + 2 * QUIET_MODULES);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column += 1;
      // A hair taller and wider than a module, so neighbouring squares leave no seam when rasterised.
      doc.rect(
        x + (QUIET_MODULES + start) * unit,
        y + (QUIET_MODULES + row) * unit,
        (column - start) * unit + 0.05,
        unit + 0.05,
      );
    }
  }
  doc.fill('#000000');
  doc.restore();
}
