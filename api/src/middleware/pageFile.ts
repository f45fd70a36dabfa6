import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A built page, read once per change of the file. */
export interface PageFile {
  html: string;
  modified: Date;
  /** `sha256-...` of each inline script, for the content security policy. */
  scriptHashes: string[];
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** A data block (the page's edition as JSON): never run, so no policy needs to allow it. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/json/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes) || body.length === 0) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** The page file `file` under `root`, or null when there is none (cached by modification time). */
export async function readPageFile(root: string, file: string, cache: Map<string, PageFile>): Promise<PageFile | null> {
  const full = path.join(root, file);
  let stat;
  try {
    stat = await fs.stat(full);
  } catch {
    return null;
  }
  if (!stat.isFile()) return null;
  const cached = cache.get(file);
  if (cached && cached.modified.getTime() === stat.mtime.getTime()) return cached;
  const html = await fs.readFile(full, 'utf8');
  const page = { html, modified: stat.mtime, scriptHashes: inlineScriptHashes(html) };
  cache.set(file, page);
  return page;
}
