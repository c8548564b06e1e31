import fs from 'node:fs';
import { CsvError, parse } from 'csv-parse';
import { AppError, fieldError } from '../../../lib/errors';
import type { UploadedFile } from '../../../lib/upload-forms';
import { MAX_CELL_CHARS, MAX_COLUMNS, MAX_ROWS_READ, tooLarge, tooManyRows } from './limits';
import { readXlsx } from './read-xlsx';

/** Rows of cells as text, as a person sees them in the file; a formula cell reads as `{ formula }`. */
export type Cell = string | { formula: string };
export type Table = Cell[][];

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * Reads an uploaded CSV or XLSX file (decided by its bytes, not its name) into rows of cells. Both
 * are read from disk a piece at a time and stop at the first bound they pass (limits.ts): a
 * workbook part by part, a CSV record by record.
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
  return readCsv(file.path, head);
}

/** Whether the file holds only white space, read until its first other character. */
async function isBlank(path: string): Promise<boolean> {
  for await (const chunk of fs.createReadStream(path)) {
    if (/\S/.test((chunk as Buffer).toString('utf8'))) return false;
  }
  return true;
}

/** Text has no NUL bytes and decodes as UTF-8 without replacement characters. */
function isText(sample: Buffer): boolean {
  if (sample.includes(0)) return false;
  return !new TextDecoder('utf-8', { fatal: false }).decode(sample).includes('\uFFFD');
}

/** A record as long as the longest row a sheet may have; a longer one stops the reading. */
const MAX_RECORD_CHARS = MAX_COLUMNS * (MAX_CELL_CHARS + 1);

async function readCsv(path: string, head: Buffer): Promise<Table> {
  const firstLine =
    head
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/, 1)[0] ?? '';
  // Wholesalers on the continent write "Rose;0,45": the most frequent separator of the header wins.
  const delimiter = [';', ',', '\t'].reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
  const source = fs.createReadStream(path);
  const records = source.pipe(
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: MAX_RECORD_CHARS,
    }),
  );
  // A read error ends the loop below like a parse error would.
  source.on('error', (error) => records.destroy(error));
  const rows: Table = [];
  try {
    for await (const record of records as AsyncIterable<string[]>) {
      if (rows.length === MAX_ROWS_READ) throw tooManyRows();
      rows.push(checkedRow(record, rows.length + 1));
    }
  } catch (error) {
    if (error instanceof CsvError) {
      if (error.code === 'CSV_MAX_RECORD_SIZE') {
        throw tooLarge(
          `A row holds more than ${MAX_RECORD_CHARS} characters; keep cells under ${MAX_CELL_CHARS} characters`,
        );
      }
      throw fieldError('file', 'The file could not be read as CSV');
    }
    throw error;
  } finally {
    // Leaving early (a bound passed) stops reading the rest of the file.
    source.destroy();
    records.destroy();
  }
  return rows;
}

/** The bounds a sheet's cells keep (read-sheet.ts), for a CSV record; a formula reads as `{ formula }`. */
function checkedRow(record: string[], rowNumber: number): Cell[] {
  return record.map((cell, column) => {
    if (cell.length > MAX_CELL_CHARS) {
      throw tooLarge(`A cell in row ${rowNumber} holds more than ${MAX_CELL_CHARS} characters`);
    }
    if (column >= MAX_COLUMNS && cell !== '') {
      throw tooLarge(`Row ${rowNumber} has values beyond column ${MAX_COLUMNS}; keep to fewer columns`);
    }
    return /^[=+@]/.test(cell) ? { formula: cell } : cell;
  });
}
