/** The part of fontkit (pdfkit's own font engine) the print code uses to find and measure glyphs. */
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    codePoints: number[];
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    advanceWidth: number;
  }
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    layout(text: string): GlyphRun;
  }
  export function openSync(path: string): Font;
}
