/**
 * Characters that make a spreadsheet read a cell as a formula when they start it, with their
 * full-width forms, which some spreadsheets fold to the ASCII ones.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * One cell of an export: always in double quotes (inner quotes doubled), so that a `;`, `,` or line
 * break inside it never starts a new cell, whichever separator the reader's locale expects; text
 * that would start a formula gets an apostrophe, so spreadsheets show it rather than run it.
 * Numbers are ours and are written as they are.
 */
export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}
