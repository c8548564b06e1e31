import { StringDecoder } from 'node:string_decoder';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { qualified, quoteIdent, type TableInfo } from './catalog';
import { RestoreRefused } from './restore-refused';
import type { TarEntry } from './tar';

/*
 * A table's saved rows back into the database: read as a stream of JSON lines, inserted in
 * batches, with every line bounded so that a damaged archive cannot fill the memory.
 */

/** Rows inserted per statement; a statement also stops at about this many bytes. */
const INSERT_ROWS = 1000;
const INSERT_BYTES = 2 * 1024 * 1024;
/**
 * One saved row, as a line of JSON, in characters. Petal's own inputs are bounded far below this
 * (the longest texts are mails of a few hundred kB); a longer line is a damaged archive, not a row
 * to hold in memory.
 */
export const MAX_ROW_CHARS = 16 * 1024 * 1024;

/** Inserts a batch file's rows, many per statement; the database turns each JSON row back into its columns. */
export async function insertRows(tx: Tx, table: TableInfo, entry: TarEntry): Promise<number> {
  const columns = table.columns.map(quoteIdent).join(', ');
  const insert = (json: string) =>
    tx.execute(
      sql`insert into ${sql.raw(qualified(table.name))} (${sql.raw(columns)}) overriding system value
          select ${sql.raw(columns)} from jsonb_populate_recordset(null::${sql.raw(qualified(table.name))}, ${json}::jsonb)`,
    );
  let count = 0;
  let pending: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    await insert(`[${pending.join(',')}]`);
    count += pending.length;
    pending = [];
    bytes = 0;
  };
  const take = async (line: string) => {
    if (!line) return;
    pending.push(line);
    bytes += line.length;
    if (pending.length >= INSERT_ROWS || bytes >= INSERT_BYTES) await flush();
  };
  // A character may be split between two chunks; the decoder keeps its first bytes for the next.
  const decoder = new StringDecoder('utf8');
  // The start of a line whose end has not arrived: all that is held between chunks, kept in pieces
  // (joined once, when the line ends) and bounded.
  let unfinished: string[] = [];
  let unfinishedLength = 0;
  for await (const chunk of entry.chunks()) {
    const text = decoder.write(chunk);
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      unfinished.push(text.slice(start, end));
      await take(unfinished.join(''));
      unfinished = [];
      unfinishedLength = 0;
      start = end + 1;
    }
    unfinished.push(text.slice(start));
    unfinishedLength += text.length - start;
    if (unfinishedLength > MAX_ROW_CHARS) {
      throw new RestoreRefused(
        `The backup has a row of ${table.name} longer than ${MAX_ROW_CHARS} characters (is it damaged?). Nothing was changed.`,
      );
    }
  }
  unfinished.push(decoder.end());
  await take(unfinished.join(''));
  await flush();
  return count;
}
