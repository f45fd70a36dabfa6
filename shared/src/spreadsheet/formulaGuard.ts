/**
 * Spreadsheet formula injection ("CSV injection"): text such as `=HYPERLINK(...)` typed into the
 * registration form must never become a live formula in an administrator's spreadsheet. The
 * workbook stores every text cell as a string, which Excel does not evaluate on opening; the
 * apostrophe is for what happens next: editing the cell (F2, Enter), or saving the sheet as CSV and
 * opening that, both of which would otherwise turn the text into a formula.
 */

const EQUALS = 0x3d;
const PLUS = 0x2b;
const MINUS = 0x2d;
const AT = 0x40;
const TAB = 0x09;
const CARRIAGE_RETURN = 0x0d;

/** True when a spreadsheet could read `text` as the start of a formula. */
export function startsLikeFormula(text: string): boolean {
  const first = text.charCodeAt(0);
  return (
    first === EQUALS || first === PLUS || first === MINUS || first === AT || first === TAB || first === CARRIAGE_RETURN
  );
}

/** `text` with a leading apostrophe when it could start a formula; otherwise `text` itself. */
export function guardFormulaText(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}
