/**
 * Reading badge PDFs back with poppler, as a person's viewer would: the text in reading order
 * (`pdftotext`), each word's box (`pdftotext -bbox`), the fonts (`pdffonts`), pages and page size
 * (`pdfinfo`), and a page rendered to PNG (`pdftoppm`) whose QR is decoded with jsQR.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

function withFile<T>(pdf: Buffer, work: (file: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'badges-'));
  try {
    const file = path.join(dir, 'badges.pdf');
    fs.writeFileSync(file, pdf);
    return work(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

/** The text of `page` (1-based), or of every page. */
export function pdfText(pdf: Buffer, page?: number): string {
  const range = page ? ['-f', String(page), '-l', String(page)] : [];
  return withFile(pdf, (file) => run('pdftotext', [...range, file, '-']));
}

export interface WordBox {
  page: number;
  word: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export function pdfWordBoxes(pdf: Buffer): WordBox[] {
  const html = withFile(pdf, (file) => run('pdftotext', ['-bbox', file, '-']));
  const boxes: WordBox[] = [];
  let page = 0;
  for (const line of html.split('\n')) {
    if (line.includes('<page ')) page += 1;
    const match = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (!match) continue;
    const word = match[5]!
      .replaceAll('&amp;', '&')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"');
    boxes.push({
      page,
      word,
      xMin: Number(match[1]),
      yMin: Number(match[2]),
      xMax: Number(match[3]),
      yMax: Number(match[4]),
    });
  }
  return boxes;
}

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
}

export function pdfFonts(pdf: Buffer): PdfFont[] {
  const lines = withFile(pdf, (file) => run('pdffonts', [file]))
    .split('\n')
    .slice(2)
    .filter(Boolean);
  return lines.map((line) => {
    // name, type (may hold spaces), encoding, emb, sub, uni, object, id
    const parts = line.trim().split(/\s+/);
    const [emb, sub] = parts.slice(-5, -3);
    return { name: parts[0]!, type: parts.slice(1, -6).join(' '), embedded: emb === 'yes', subset: sub === 'yes' };
  });
}

export function pdfInfo(pdf: Buffer): { pages: number; pageSize: [number, number] } {
  const info = withFile(pdf, (file) => run('pdfinfo', [file]));
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
  return { pages, pageSize: [Number(size?.[1]), Number(size?.[2])] };
}

/** The page rendered at `dpi` as PNG bytes. */
export function renderPage(pdf: Buffer, page: number, dpi: number): Buffer {
  return withFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', [
      '-f',
      String(page),
      '-l',
      String(page),
      '-r',
      String(dpi),
      '-png',
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    return fs.readFileSync(path.join(dir, 'page.png'));
  });
}

/** The text of the QR code found in a PNG, or null. */
export function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return (
    jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)
      ?.data ?? null
  );
}

/**
 * How many `.notdef` glyphs (glyph 0, the empty box) the PDF's text draws. pdfkit writes text in
 * its embedded Identity-H fonts as hex glyph ids of four digits (`[<0012 0034> 0] TJ`), and glyph 0
 * of every subset stays `.notdef`; so every 0000 between BT and ET of a page's content stream is a
 * character that font did not have. Streams are read inflated, as a viewer reads them.
 */
export function notdefGlyphCount(pdf: Buffer): number {
  let count = 0;
  const text = pdf.toString('latin1');
  const streamStart = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamStart.exec(text))) {
    const dictionary = text.slice(Math.max(0, match.index - 300), match.index);
    const lengthMatch = /\/Length (\d+)(?![\s\S]*\/Length)/.exec(dictionary);
    if (!lengthMatch) continue;
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, start + Number(lengthMatch[1]));
    let content: string;
    try {
      content = (dictionary.includes('/FlateDecode') ? zlib.inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue; // not a stream this reader needs (an image, a font program)
    }
    for (const block of content.match(/\bBT\b[\s\S]*?\bET\b/g) ?? []) {
      for (const hex of block.match(/<([0-9a-fA-F\s]+)>/g) ?? []) {
        const digits = hex.replace(/[<>\s]/g, '');
        for (let at = 0; at + 4 <= digits.length; at += 4) if (digits.slice(at, at + 4) === '0000') count += 1;
      }
    }
  }
  return count;
}
