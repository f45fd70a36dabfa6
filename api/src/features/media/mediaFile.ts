/**
 * What an uploaded file really is, read from its bytes (never its name or Content-Type), and the
 * file the site will serve: a photo decoded and encoded again by sharp, turned upright, fitted to
 * the size its use shows, with no metadata (EXIF, GPS, XMP, ICC comments) carried over; an SVG
 * rebuilt from its allow-list. Anything else is refused.
 */
import sharp, { type Sharp } from 'sharp';
import { MEDIA_USES, type MediaType, type MediaUse } from '@forum/shared';
import { sanitiseSvg } from './sanitiseSvg';

export interface PreparedMedia {
  type: MediaType;
  data: Buffer;
  width: number;
  height: number;
}

export type MediaPreparation =
  { ok: true; media: PreparedMedia; svgRemoved?: number } | { ok: false; problem: 'unsupported' | 'unsafe_svg' };

const startsWith = (file: Buffer, bytes: readonly number[], at = 0) =>
  file.length >= at + bytes.length && bytes.every((byte, i) => file[at + i] === byte);

/** The raster type by its signature: PNG, JPEG or WebP; null for anything else. */
export function rasterTypeOf(file: Buffer): Exclude<MediaType, 'image/svg+xml'> | null {
  if (startsWith(file, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(file, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(file, [0x52, 0x49, 0x46, 0x46]) && startsWith(file, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * Text that opens as an XML document whose first element is `<svg`: the XML declaration,
 * comments and a DOCTYPE may come first. Whether it really is one is for the parser to say.
 */
function looksLikeSvg(file: Buffer): string | null {
  const text = file.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\uFFFD') || text.includes('\u0000')) return null;
  const prologue = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i;
  return prologue.test(text) ? text : null;
}

/** Pixels a decoded upload may have: far above any photo's, far below a decompression bomb's. */
const MAX_INPUT_PIXELS = 50_000_000;

const SHARP_FORMAT = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

async function prepareRaster(file: Buffer, type: keyof typeof SHARP_FORMAT, use: MediaUse): Promise<MediaPreparation> {
  const size = MEDIA_USES[use];
  let image: Sharp;
  try {
    const metadata = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // The signature said one thing; the decoder must agree (a PNG header on an HTML page does not).
    if (metadata.format !== SHARP_FORMAT[type]) return { ok: false, problem: 'unsupported' };
    image = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS })
      // Upright by its EXIF orientation before the EXIF goes.
      .rotate()
      .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: true });
    // sharp writes no metadata unless asked (no withMetadata/keepExif): EXIF, GPS and XMP stay behind.
    if (type === 'image/jpeg') image = image.jpeg({ quality: 82, mozjpeg: true });
    else if (type === 'image/webp') image = image.webp({ quality: 82 });
    else image = image.png({ compressionLevel: 9 });
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { ok: true, media: { type, data, width: info.width, height: info.height } };
  } catch {
    // Truncated or corrupt bytes behind a valid signature.
    return { ok: false, problem: 'unsupported' };
  }
}

async function prepareSvg(text: string): Promise<MediaPreparation> {
  const sanitised = sanitiseSvg(text);
  if (!sanitised.ok) return { ok: false, problem: 'unsafe_svg' };
  const data = Buffer.from(sanitised.svg, 'utf8');
  try {
    // The drawing's size as the browser sees it (width/height, else the viewBox), and proof it renders.
    const metadata = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (metadata.format !== 'svg' || !metadata.width || !metadata.height) return { ok: false, problem: 'unsafe_svg' };
    return {
      ok: true,
      media: { type: 'image/svg+xml', data, width: metadata.width, height: metadata.height },
      svgRemoved: sanitised.removed,
    };
  } catch {
    return { ok: false, problem: 'unsafe_svg' };
  }
}

export async function prepareMedia(file: Buffer, use: MediaUse): Promise<MediaPreparation> {
  const raster = rasterTypeOf(file);
  if (raster) return prepareRaster(file, raster, use);
  const svg = looksLikeSvg(file);
  if (svg !== null) return prepareSvg(svg);
  return { ok: false, problem: 'unsupported' };
}
