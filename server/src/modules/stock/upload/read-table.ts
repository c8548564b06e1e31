import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { AppError, fieldError } from '../../../lib/errors';
import type { UploadedFile } from '../../../lib/upload-forms';
import { MAX_ROWS_READ, tooManyRows } from './limits';
import { readXlsx } from './read-xlsx';

/** Rows of cells as text, as a person sees them in the file; a formula cell reads as `{ formula }`. */
export type Cell = string | { formula: string };
export type Table = Cell[][];

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * Reads an uploaded CSV or XLSX file (decided by its bytes, not its name) into rows of cells. A
 * workbook is read from disk part by part; a CSV (at most 10 MB) as one text.
 */
export async function readTable(file: Pick<UploadedFile, 'path' | 'head'>): Promise<Table> {
  const head = await file.head(64 * 1024);
  if (head.subarray(0, 4).equals(ZIP)) return readXlsx(file.path);
  if (head.toString('utf8').trim() === '' && (await isBlank(file.path))) {
    throw fieldError('file', 'The file is empty');
  }
  if (head.subarray(0, 4).equals(OLE)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Old Excel files (.xls) cannot be read; save it as .xlsx or CSV',
    );
  }
  if (!isText(head)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a CSV or Excel (.xlsx) file');
  }
  return readCsv(await fs.promises.readFile(file.path, 'utf8'));
}

const isBlank = async (path: string) => (await fs.promises.readFile(path, 'utf8')).trim() === '';

/** Text has no NUL bytes and decodes as UTF-8 without replacement characters. */
function isText(sample: Buffer): boolean {
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
