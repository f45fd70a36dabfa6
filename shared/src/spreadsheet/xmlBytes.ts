/**
 * Byte helpers for editing the XML SheetJS has just written without decoding it: the markup
 * searched for is ASCII, and the cells in between are copied through untouched.
 */

export function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Where `needle` first starts in `haystack` between `from` and `limit`, or -1. */
export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from: number, limit: number): number {
  const last = Math.min(haystack.length, limit) - needle.length;
  outer: for (let start = from; start <= last; start += 1) {
    for (let j = 0; j < needle.length; j += 1) {
      if (haystack[start + j] !== needle[j]) continue outer;
    }
    return start;
  }
  return -1;
}
