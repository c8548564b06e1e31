/** Quotes a cell; a leading = + - @ gets an apostrophe so spreadsheets show it rather than run it. */
export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== String(value) ? `"${text.replace(/"/g, '""')}"` : text;
}
