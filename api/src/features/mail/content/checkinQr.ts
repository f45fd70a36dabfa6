/**
 * The check-in code as a QR image for the e-mail: a PNG attached inline and shown through a
 * `cid:` link, so clients that block remote images (most, by default) still show it, and no
 * image server learns who opened the message.
 */
import QRCode from 'qrcode';

/** The PNG is drawn at twice the size it is shown, so it stays sharp on high-density screens. */
const PIXELS_PER_MODULE = 12;
const SHOWN_PER_MODULE = PIXELS_PER_MODULE / 2;
/** The quiet zone a scanner needs around the code, in modules (the standard's four). */
const MARGIN_MODULES = 4;

export interface CheckinQrImage {
  png: Buffer;
  /** Width and height in CSS pixels for the `<img>`. */
  shownSize: number;
}

/**
 * Encodes the stored code as it is (13 upper-case Crockford characters: one alphanumeric
 * segment, a 21-module symbol) with error correction Q, so a creased print-out or a cracked
 * phone screen still scans.
 */
export async function checkinQrImage(code: string): Promise<CheckinQrImage> {
  const options = { errorCorrectionLevel: 'Q', margin: MARGIN_MODULES } as const;
  const modules = QRCode.create(code, options).modules.size + 2 * MARGIN_MODULES;
  const png = await QRCode.toBuffer(code, { ...options, type: 'png', scale: PIXELS_PER_MODULE });
  return { png, shownSize: modules * SHOWN_PER_MODULE };
}
