/**
 * Draws the console's icon (build/icon.png, 1024x1024 RGBA) without any image library: shapes
 * as signed distance fields with one pixel of anti-aliasing, encoded as PNG with node:zlib.
 * electron-builder derives the Windows .ico and macOS .icns from this one file.
 * Run: npm run icon --workspace admin-desktop
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const SIZE = 1024;
const NAVY: Rgb = [11, 37, 69];
const TEAL: Rgb = [15, 118, 110];
const WHITE: Rgb = [255, 255, 255];
const MINT: Rgb = [94, 234, 212];

type Rgb = [number, number, number];

/** Signed distance from (x, y) to a rounded rectangle centred at (cx, cy); negative inside. */
function roundedRect(
  x: number,
  y: number,
  cx: number,
  cy: number,
  halfW: number,
  halfH: number,
  radius: number,
): number {
  const qx = Math.abs(x - cx) - (halfW - radius);
  const qy = Math.abs(y - cy) - (halfH - radius);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - radius;
}

const coverage = (distance: number) => Math.min(1, Math.max(0, 0.5 - distance));
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;

// Three rising bars (a registration count chart) on a navy-to-teal tile.
const BARS = [
  { cx: 352, height: 230, colour: MINT },
  { cx: 512, height: 350, colour: WHITE },
  { cx: 672, height: 470, colour: WHITE },
];
const BAR_BOTTOM = 760;

export function drawIcon(): Buffer {
  const rowBytes = SIZE * 4 + 1;
  const raw = Buffer.alloc(rowBytes * SIZE);
  for (let y = 0; y < SIZE; y++) {
    raw[y * rowBytes] = 0; // filter: none
    for (let x = 0; x < SIZE; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const tile = coverage(roundedRect(px, py, 512, 512, 440, 440, 190));
      let colour = mix(NAVY, TEAL, Math.min(1, Math.max(0, (px + py - 300) / 1500)));
      for (const bar of BARS) {
        const top = BAR_BOTTOM - bar.height;
        const amount = coverage(roundedRect(px, py, bar.cx, (top + BAR_BOTTOM) / 2, 62, bar.height / 2, 26));
        if (amount > 0) colour = mix(colour, bar.colour, amount);
      }
      const offset = y * rowBytes + 1 + x * 4;
      raw[offset] = Math.round(colour[0]);
      raw[offset + 1] = Math.round(colour[1]);
      raw[offset + 2] = Math.round(colour[2]);
      raw[offset + 3] = Math.round(tile * 255);
    }
  }
  return encodePng(SIZE, SIZE, raw);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function encodePng(width: number, height: number, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const desktopDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(desktopDir, 'build', 'icon.png');
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, drawIcon());
console.log(`admin-desktop: wrote ${path.relative(process.cwd(), target)} (${SIZE}x${SIZE})`);
