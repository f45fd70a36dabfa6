/**
 * A CSV file's bytes as text, the encoding found from the bytes themselves: a BOM names UTF-8 or
 * UTF-16 (LE/BE, what Excel's "Unicode text" saves); without one, the bytes are UTF-8 when they
 * decode as UTF-8, else CP949 (the Korean Windows code page, a superset of EUC-KR: what Korean
 * Excel's "CSV" saves) when they decode as that and read as Korean. Anything else (Latin-1, binary,
 * UTF-16 without its BOM) is not guessed at: the caller refuses the file as unreadable.
 */
import type { CsvEncoding } from '@forum/shared';
import iconv from 'iconv-lite';

export type DecodedCsv = { ok: true; text: string; encoding: CsvEncoding } | { ok: false };

function decode(bytes: Uint8Array, label: string): string | null {
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** NUL and the other C0 controls but tab, CR and LF: no CSV has them, a wrong guess does. */
// eslint-disable-next-line no-control-regex -- finding these characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** Hangul syllables and jamo, CJK ideographs (names in Hanja), CJK punctuation and full-width forms. */
const KOREAN_TEXT = /[\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F\u4E00-\u9FFF\u3000-\u303F\uFF00-\uFFEF]/u;

/**
 * CP949 decodes many byte pairs that were never Korean (a Latin-1 "é" before a letter is one):
 * most of what is not ASCII must then read as Korean for the guess to stand.
 */
function readsAsKorean(text: string): boolean {
  const wide = [...text].filter((char) => char.charCodeAt(0) > 0x7f);
  if (wide.length === 0) return true;
  const korean = wide.filter((char) => KOREAN_TEXT.test(char)).length;
  return korean / wide.length >= 0.8;
}

export function decodeCsv(file: Uint8Array): DecodedCsv {
  const [a, b, c] = file;
  let found: { text: string | null; encoding: CsvEncoding };
  if (a === 0xef && b === 0xbb && c === 0xbf)
    found = { text: decode(file.subarray(3), 'utf-8'), encoding: 'utf-8-bom' };
  else if (a === 0xff && b === 0xfe) found = { text: decode(file.subarray(2), 'utf-16le'), encoding: 'utf-16le' };
  else if (a === 0xfe && b === 0xff) found = { text: decode(file.subarray(2), 'utf-16be'), encoding: 'utf-16be' };
  else {
    const utf8 = decode(file, 'utf-8');
    if (utf8 !== null) found = { text: utf8, encoding: 'utf-8' };
    else {
      // iconv-lite's, not TextDecoder's "euc-kr": Node's ICU reads a CP949-only pair (똠 is 8C 63)
      // as a control character and a letter, where iconv-lite knows the whole code page and
      // answers U+FFFD for what is not in it.
      const cp949 = iconv.decode(Buffer.from(file), 'cp949', { stripBOM: false });
      const usable = !cp949.includes('\uFFFD') && readsAsKorean(cp949);
      found = { text: usable ? cp949 : null, encoding: 'cp949' };
    }
  }
  if (found.text === null || CONTROL.test(found.text)) return { ok: false };
  return { ok: true, text: found.text, encoding: found.encoding };
}
