/**
 * Spreadsheet formula injection ("CSV injection"): text such as `=HYPERLINK(...)` typed into the
 * registration form must never become a live formula in an administrator's spreadsheet, and the
 * cell must still show exactly what was typed (no apostrophe in front, which LibreOffice shows).
 *
 * Every text cell is a string cell (`t="s"`), which no spreadsheet evaluates on opening. A cell
 * whose text starts like a formula also gets the Text number format (`@`): editing it (F2, Enter)
 * then keeps it text in Excel and LibreOffice, where a General cell would turn it into a formula.
 */
import type { CellObject } from 'xlsx';

const EQUALS = 0x3d;
const PLUS = 0x2b;
const MINUS = 0x2d;
const AT = 0x40;
const TAB = 0x09;
const CARRIAGE_RETURN = 0x0d;

/** Excel's built-in Text format (number format id 49). */
export const TEXT_FORMAT = '@';

/** True when a spreadsheet could read `text` as the start of a formula. */
export function startsLikeFormula(text: string): boolean {
  const first = text.charCodeAt(0);
  return (
    first === EQUALS || first === PLUS || first === MINUS || first === AT || first === TAB || first === CARRIAGE_RETURN
  );
}

/** A string cell holding `text` exactly; formatted as Text when it could start a formula. */
export function textCell(text: string): CellObject {
  return startsLikeFormula(text) ? { t: 's', v: text, z: TEXT_FORMAT } : { t: 's', v: text };
}
