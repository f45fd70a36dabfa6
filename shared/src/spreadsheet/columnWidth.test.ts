import { describe, expect, it } from 'vitest';
import { ColumnWidths, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './columnWidth';

describe('ColumnWidths', () => {
  it('fits the widest value, leaving room for the header’s filter button', () => {
    const widths = new ColumnWidths(['No.', '성명']);
    widths.measure(0, '100000');
    widths.measure(1, 'Kim');
    widths.measure(1, '김민준');
    widths.measure(1, 'Lee');
    // "No." + filter button (5) < "100000" (6); "김민준" (6) = "성명" (4) + filter button; +1 padding.
    expect(widths.toSheetColumns()).toEqual([{ wch: 7 }, { wch: 7 }]);
  });

  it('clamps to a minimum and a maximum width', () => {
    const widths = new ColumnWidths(['', 'About']);
    widths.measure(1, '가'.repeat(200));
    expect(widths.toSheetColumns()).toEqual([{ wch: MIN_COLUMN_WIDTH }, { wch: MAX_COLUMN_WIDTH }]);
  });
});
