import { fieldError } from '../../../lib/errors';

/*
 * What one wholesaler file may hold (docs/decisions/015). A delivery note has hundreds of rows and a
 * dozen columns; these bounds are far above that and far below what would hurt the server. The
 * spreadsheet ones are checked before anything is inflated (the zip's own directory) and again
 * while the sheet streams through, since a zip may lie about its sizes.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_ROWS = 5000;
/** Rows read before the header may start (columns.ts looks for it in the first ten). */
export const MAX_ROWS_READ = MAX_ROWS + 10;
export const MAX_COLUMNS = 50;
export const MAX_CELL_CHARS = 1000;
export const MAX_SHARED_STRINGS = 100_000;

export const MAX_ZIP_ENTRIES = 1000;
/** Declared unpacked size of any one part of the workbook. */
export const MAX_ENTRY_BYTES = 32 * 1024 * 1024;
/** Declared unpacked size of all parts together. */
export const MAX_DECLARED_BYTES = 64 * 1024 * 1024;
/** Unpacked ÷ packed for a part above 1 MB; real sheets pack 5–30 times, bombs hundreds of times. */
export const MAX_RATIO = 200;
/** Bytes actually inflated while reading, whatever the directory declared. */
export const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

/**
 * Files a shop may have read an hour: a shop reads a few delivery notes a day, and each read of a
 * large workbook is seconds of CPU, so a stolen or careless session cannot keep the server busy.
 */
export const PARSES_PER_HOUR = 30;

export const tooLarge = (message: string) => fieldError('file', message, 'PAYLOAD_TOO_LARGE');

export const tooManyRows = () =>
  tooLarge(`The file has more than ${MAX_ROWS} rows; split it into smaller files`);
