import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/*
 * What a backup holds, read from the database's own catalog rather than from our schema files, so
 * that every table is in it, also one added by a migration this code has never heard of.
 */

export type TableInfo = {
  name: string;
  /** Columns that take values on insert (generated ones are computed again). */
  columns: string[];
};

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (name: string) => `"public".${quoteIdent(name)}`;

async function rows<T>(db: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The app's tables, parents before children (foreign keys), so rows can be loaded in this order. */
export async function listTables(db: Tx): Promise<TableInfo[]> {
  const columns = await rows<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind = 'r' and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint f
        join pg_class c on c.oid = f.conrelid
        join pg_class p on p.oid = f.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where f.contype = 'f' and n.nspname = 'public'`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of references) {
    // A table that refers to itself would need its rows in order; none does (the load fails loudly if one ever does).
    if (child !== parent) parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`tables refer to each other in a circle (${table})`);
    visiting.add(table);
    for (const parent of [...(parents.get(table) ?? [])].sort()) if (byTable.has(parent)) place(parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...byTable.keys()].sort()) place(table);
  return ordered.map((name) => ({ name, columns: byTable.get(name) ?? [] }));
}

export type SequenceState = { name: string; last_value: string; is_called: boolean };

/** Where each sequence (identity columns) stands, so that restored rows get no ids that are taken. */
export async function readSequences(db: Tx): Promise<SequenceState[]> {
  const names = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [state] = await rows<{ last_value: string; is_called: boolean }>(
      db,
      sql.raw(`select last_value::text as last_value, is_called from ${qualified(name)}`),
    );
    if (state) states.push({ name, last_value: state.last_value, is_called: state.is_called });
  }
  return states;
}

export type MigrationState = { count: number; lastHash: string | null };

/** How far the database is migrated (none when the migrations table does not exist yet). */
export async function readMigrationState(db: Tx): Promise<MigrationState> {
  const [exists] = await rows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return { count: 0, lastHash: null };
  const applied = await rows<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return { count: applied.length, lastHash: applied.at(-1)?.hash ?? null };
}

/** Tables that hold at least one row. */
export async function nonEmptyTables(db: Tx, tables: TableInfo[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const [row] = await rows<{ any: boolean }>(
      db,
      sql.raw(`select exists (select 1 from ${qualified(table.name)}) as any`),
    );
    if (row?.any) found.push(table.name);
  }
  return found;
}

export { rows as queryRows };
