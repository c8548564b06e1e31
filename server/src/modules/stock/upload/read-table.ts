import { parse } from 'csv-parse/sync';
import { AppError, fieldError } from '../../../lib/errors';
import { MAX_ROWS_READ, tooManyRows } from './limits';
import { readXlsx } from './read-xlsx';

/** Rows of cells as text, as a person sees them in the file; a formula cell reads as `{ formula }`. */
export type Cell = string | { formula: string };
export type Table = Cell[][];

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** Reads a CSV or XLSX file (decided by its bytes, not its name) into rows of cells. */
export async function readTable(file: Buffer): Promise<Table> {
  if (file.subarray(0, 4).equals(ZIP)) return readXlsx(file);
  if (file.toString('utf8').trim() === '') throw fieldError('file', 'The file is empty');
  if (file.subarray(0, 4).equals(OLE)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Old Excel files (.xls) cannot be read; save it as .xlsx or CSV',
    );
  }
  if (!isText(file)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a CSV or Excel (.xlsx) file');
  }
  return readCsv(file.toString('utf8'));
}

/** Text has no NUL bytes and decodes as UTF-8 without replacement characters. */
function isText(file: Buffer): boolean {
  const sample = file.subarray(0, 64 * 1024);
  if (sample.includes(0)) return false;
  return !new TextDecoder('utf-8', { fatal: false }).decode(sample).includes('\uFFFD');
}

function readCsv(text: string): Table {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  // Wholesalers on the continent write "Rose;0,45": the most frequent separator of the header wins.
  const delimiter = [';', ',', '\t'].reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
  let rows: string[][];
  try {
    rows = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      to: MAX_ROWS_READ + 1,
    });
  } catch {
    throw fieldError('file', 'The file could not be read as CSV');
  }
  if (rows.length > MAX_ROWS_READ) throw tooManyRows();
  return rows.map((row) => row.map((cell) => (/^[=+@]/.test(cell) ? { formula: cell } : cell)));
}
