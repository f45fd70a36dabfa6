import { describe, expect, it } from 'vitest';
import { freezeHeaderInSheetXml } from './frozenHeader';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('freezeHeaderInSheetXml', () => {
  it('puts a frozen pane below row 1 into the sheet view and keeps the rest byte for byte', () => {
    const before =
      '<worksheet><dimension ref="A1:B2"/><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>';
    const after = decode(freezeHeaderInSheetXml(encode(before)));
    expect(after).toBe(
      '<worksheet><dimension ref="A1:B2"/><sheetViews><sheetView workbookViewId="0">' +
        '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
        '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
        '</sheetView></sheetViews><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>',
    );
  });

  it('refuses a sheet without the plain sheet view instead of writing an unfrozen header', () => {
    expect(() =>
      freezeHeaderInSheetXml(
        encode('<worksheet><sheetViews><sheetView rightToLeft="1" workbookViewId="0"/></sheetViews></worksheet>'),
      ),
    ).toThrow(/Cannot freeze the header row/);
  });
});
