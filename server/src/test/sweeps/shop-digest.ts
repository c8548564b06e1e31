import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Per table: how many of the shop's rows it holds and a hash of their text. */
export type Digest = Record<string, string>;

type Scope = { table: string; where: string };

/**
 * Every row that belongs to one shop, hashed table by table, to prove that a refused request
 * changed nothing. The tables are read from the catalogue, so a new table is covered without a
 * change here: a table with business_id is filtered on it; one without, through its foreign key to
 * a table that has one (photos through products, history through orders, sessions through users).
 * Rows of no shop (rate-limit counters, the mail outbox, card-provider events) are left out: the
 * tests share one PostgreSQL database, and those rows change with every other test running.
 */
export async function shopDigest(db: Db, businessId: string): Promise<Digest> {
  if (!/^[0-9a-f-]{36}$/.test(businessId)) throw new Error('not a business id');
  const scopes = await shopScopes(db);
  const selects = scopes.map(
    ({ table, where }) =>
      `select '${table}' as t, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table}" x where ${where.replaceAll('$shop', `'${businessId}'`)}`,
  );
  const result = await db.execute<{ t: string; h: string }>(sql.raw(selects.join('\nunion all\n')));
  return Object.fromEntries(result.rows.map((row) => [row.t, row.h]));
}

/** The tables whose digests differ, e.g. ['orders', 'order_history']. */
export const changedTables = (before: Digest, after: Digest) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]);

let cached: Promise<Scope[]> | undefined;

function shopScopes(db: Db): Promise<Scope[]> {
  cached ??= readScopes(db);
  return cached;
}

async function readScopes(db: Db): Promise<Scope[]> {
  const tables = await db.execute<{ table_name: string; has_business: boolean }>(sql`
    select c.relname as table_name,
      exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'business_id' and not a.attisdropped) as has_business
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')`);
  const keys = await db.execute<{
    child: string;
    child_column: string;
    parent: string;
    parent_column: string;
  }>(sql`
    select c.relname as child, ca.attname as child_column, p.relname as parent, pa.attname as parent_column
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class p on p.oid = k.confrelid
    join pg_attribute ca on ca.attrelid = k.conrelid and ca.attnum = k.conkey[1]
    join pg_attribute pa on pa.attrelid = k.confrelid and pa.attnum = k.confkey[1]
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and array_length(k.conkey, 1) = 1`);
  const withBusiness = new Set(tables.rows.filter((t) => t.has_business).map((t) => t.table_name));
  const scopes: Scope[] = [{ table: 'businesses', where: 'x.id = $shop' }];
  for (const { table_name: table } of tables.rows) {
    if (table === 'businesses') continue;
    if (withBusiness.has(table)) {
      scopes.push({ table, where: 'x.business_id = $shop' });
      continue;
    }
    const links = keys.rows.filter((k) => k.child === table && withBusiness.has(k.parent));
    if (links.length === 0) continue;
    const where = links
      .map(
        (k) =>
          `x."${k.child_column}" in (select "${k.parent_column}" from "${k.parent}" where business_id = $shop)`,
      )
      .join(' or ');
    scopes.push({ table, where });
  }
  return scopes;
}
