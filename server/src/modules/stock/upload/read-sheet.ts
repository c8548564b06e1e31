import type { Entry, ZipFile } from 'yauzl';
import { MAX_CELL_CHARS, MAX_COLUMNS, MAX_ROWS_READ, tooLarge, tooManyRows } from './limits';
import type { Cell, Table } from './read-table';
import { type Budget, readXmlEntry } from './zip-xml';

type OpenCell = { type: string; column: number; formula: string | null; value: string; inline: string };

/**
 * Streams a worksheet part into rows of cells, as a person sees them: shared and inline strings
 * trimmed, numbers as written, booleans as true/false, a formula as `{ formula }`. Rows without a
 * value are left out. Stops as soon as the sheet passes a bound of limits.ts.
 */
export async function readSheet(
  zip: ZipFile,
  entry: Entry,
  budget: Budget,
  strings: string[],
): Promise<Table> {
  const rows: Table = [];
  let row: Cell[] | null = null;
  let rowNumber = 0;
  let column = -1;
  let cell: OpenCell | null = null;
  let into: 'v' | 'f' | 't' | null = null;
  let phonetic = 0;

  const endCell = (done: OpenCell) => {
    const value = cellValue(done, strings);
    if (value === '' || !row) return;
    const text = typeof value === 'string' ? value : value.formula;
    if (text.length > MAX_CELL_CHARS) {
      throw tooLarge(`A cell in row ${rowNumber} holds more than ${MAX_CELL_CHARS} characters`);
    }
    if (done.column >= MAX_COLUMNS) {
      throw tooLarge(`Row ${rowNumber} has values beyond column ${MAX_COLUMNS}; keep to fewer columns`);
    }
    row[done.column] = value;
  };

  await readXmlEntry(zip, entry, budget, {
    open(name, attributes) {
      if (name === 'row') {
        row = [];
        column = -1;
        rowNumber = Number(attributes.r) || rowNumber + 1;
      } else if (name === 'c') {
        const at = attributes.r ? columnIndex(attributes.r) : -1;
        column = at >= 0 ? at : column + 1;
        cell = { type: attributes.t ?? 'n', column, formula: null, value: '', inline: '' };
      } else if (!cell) return;
      else if (name === 'f') {
        cell.formula = '';
        into = 'f';
      } else if (name === 'v') into = 'v';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && phonetic === 0) into = 't';
    },
    text(text) {
      if (!cell || !into) return;
      // Bounded by the inflated bytes; one cell's text is checked when it ends.
      if (into === 'f') cell.formula = (cell.formula ?? '') + text;
      else if (into === 'v') cell.value += text;
      else cell.inline += text;
    },
    close(name) {
      if (name === 'f' || name === 'v' || name === 't') into = null;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'c' && cell) {
        endCell(cell);
        cell = null;
      } else if (name === 'row' && row) {
        if (row.length > 0) {
          if (rows.length >= MAX_ROWS_READ) throw tooManyRows();
          rows.push(Array.from(row, (value) => value ?? ''));
        }
        row = null;
      }
    },
  });
  return rows;
}

function cellValue(cell: OpenCell, strings: string[]): Cell {
  if (cell.formula !== null) return { formula: cell.formula };
  switch (cell.type) {
    case 's':
      return (strings[Number(cell.value)] ?? '').trim();
    case 'inlineStr':
      return cell.inline.trim();
    case 'str':
      return cell.value.trim();
    case 'b':
      return cell.value === '' ? '' : String(cell.value === '1');
    case 'e':
      return '';
    case 'd':
      return cell.value.trim().slice(0, 10);
    default: {
      const text = cell.value.trim();
      const number = Number(text);
      return text !== '' && Number.isFinite(number) ? String(number) : text;
    }
  }
}

/** "AB12" → 27 (0-based column of a cell reference). */
function columnIndex(reference: string): number {
  let index = 0;
  for (const char of reference.toUpperCase()) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}
