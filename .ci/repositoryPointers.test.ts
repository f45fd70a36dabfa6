/**
 * Comments and docs point at what is in the repository: a reader sent to a planning document or a
 * numbered style rule kept elsewhere has nothing to open. The reason a comment gives is written
 * where it applies, in docs/ or in a decision record.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Spelled with a character class so this file does not match itself.
const OUTSIDE = /\b(the b[r]ief|b[r]ief's|b[r]ief’s|house s[t]yle \d+|product-b[r]ief)\b|\(b[r]ief[,:]/i;

/** Tracked and new files' lines that cite a document outside the repository. */
function citations(pattern: RegExp): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|js|mjs|md|css|sh|yml|conf|template)$/.test(file));
  const found: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    } catch {
      continue; // listed but deleted in the work tree
    }
    text.split('\n').forEach((line, index) => {
      if (pattern.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe('comments and docs', () => {
  it('cite nothing outside the repository', () => {
    expect(citations(OUTSIDE)).toEqual([]);
  });

  it('would be caught citing one', () => {
    expect(OUTSIDE.test('// as the ' + 'brief says')).toBe(true);
    expect(OUTSIDE.test(' * one place (house ' + 'style 18): the store')).toBe(true);
    expect(OUTSIDE.test(' * limited (' + 'brief, "Hardening")')).toBe(true);
    expect(OUTSIDE.test(' * a brief pause before the retry')).toBe(false);
  });
});
