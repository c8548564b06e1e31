import type { AuditEntityType, AuditEvent, AuditPage } from '@contract/audit';
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { auditEvents, orders, users } from '../../db/schema';
import { decodeCursor, encodeCursor } from './audit-cursor';

type Page = { cursor?: string; limit: number };

const actorNames = { customer: 'Customer', card_provider: 'Card payments', system: 'System' } as const;

/** The shop-wide log, newest first, filtered by kind of thing, actor and time. */
export function listAudit(
  db: Db,
  query: Page & {
    businessId: string;
    entityType?: AuditEntityType;
    actor?: string;
    from?: string;
    to?: string;
  },
): Promise<AuditPage> {
  const { actor } = query;
  // The page as it opens, unfiltered, is the read that repeats: prepared (readPage).
  if (!query.entityType && actor === undefined && !query.from && !query.to)
    return readPage(db, query, { name: 'audit_all', where: [], params: {} });
  const byActor =
    actor === undefined
      ? undefined
      : actor === 'staff' || actor === 'customer' || actor === 'system' || actor === 'card_provider'
        ? eq(auditEvents.actorKind, actor)
        : eq(auditEvents.actorUserId, actor);
  return readPage(db, query, {
    where: [
      query.entityType ? eq(auditEvents.entityType, query.entityType) : undefined,
      byActor,
      query.from ? gte(auditEvents.at, new Date(query.from)) : undefined,
      query.to ? lte(auditEvents.at, new Date(query.to)) : undefined,
    ],
  });
}

/**
 * One thing's trail (an order's, say), newest first. The caller has found the thing in the shop:
 * the module that owns it knows what "not found" means for it.
 */
export function listEntityAudit(
  db: Db,
  query: Page & { businessId: string; entityType: AuditEntityType; entityId: string },
): Promise<AuditPage> {
  return readPage(db, query, {
    name: 'audit_entity',
    where: [
      eq(auditEvents.entityType, sql.placeholder('entityType')),
      eq(auditEvents.entityId, sql.placeholder('entityId')),
    ],
    params: { entityType: query.entityType, entityId: query.entityId },
  });
}

/**
 * Which events a page reads. A named filter is prepared once per connection under its name (and
 * once more for the pages after the first): its conditions then take `sql.placeholder`s, given in
 * `params`. Without a name the conditions hold their values and the query is built each time.
 */
type AuditFilter =
  | { name: string; where: SQL[]; params: Record<string, unknown> }
  | { name?: undefined; where: (SQL | undefined)[] };

const pageOf = (db: Db, where: SQL | undefined) =>
  db
    .select({
      id: auditEvents.id,
      actorKind: auditEvents.actorKind,
      actorUserId: auditEvents.actorUserId,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      action: auditEvents.action,
      entityType: auditEvents.entityType,
      entityId: auditEvents.entityId,
      changes: auditEvents.changes,
      at: auditEvents.at,
      // Exact to the microsecond, for the cursor; a JavaScript date keeps only milliseconds.
      atText: sql<string>`${auditEvents.at}::text`,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    // One more than asked tells whether another page follows, without counting the table.
    .limit(sql.placeholder('limit'));

/** Events older than the cursor's (`at` and `id` are placeholders or values). */
const before = (at: unknown, id: unknown) =>
  sql`(${auditEvents.at}, ${auditEvents.id}) < (${at}::timestamptz, ${id})`;

async function readPage(
  db: Db,
  { businessId, cursor, limit }: Page & { businessId: string },
  filter: AuditFilter,
): Promise<AuditPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = filter.name
    ? await prepared(db, `${filter.name}${after ? '_after' : ''}`, (d) =>
        pageOf(
          d,
          and(
            eq(auditEvents.businessId, sql.placeholder('businessId')),
            ...filter.where,
            after ? before(sql.placeholder('afterAt'), sql.placeholder('afterId')) : undefined,
          ),
        ).prepare(`${filter.name}${after ? '_after' : ''}`),
      ).execute({ ...filter.params, businessId, limit: limit + 1, afterAt: after?.at, afterId: after?.id })
    : await pageOf(
        db,
        and(
          eq(auditEvents.businessId, businessId),
          ...filter.where,
          after ? before(after.at, after.id) : undefined,
        ),
      ).execute({ limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const numbers = await orderNumbers(db, businessId, page);
  return {
    items: page.map(
      (row): AuditEvent => ({
        id: String(row.id),
        actor_kind: row.actorKind,
        actor_id: row.actorUserId,
        actor_name:
          row.actorKind === 'staff'
            ? // Named as the rest of the shop sees them (db/person-name.ts): never by their e-mail address.
              `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || roleName(row.role)
            : actorNames[row.actorKind],
        action: row.action,
        entity_type: row.entityType,
        entity_id: row.entityId,
        entity_label: row.entityType === 'order' ? (numbers.get(row.entityId) ?? null) : null,
        changes: row.changes,
        at: row.at.toISOString(),
      }),
    ),
    next_cursor: rows.length > limit && last ? encodeCursor({ at: last.atText, id: last.id }) : null,
  };
}

/** "#1001" for the page's orders, deleted ones too, in one indexed look-up rather than a join per row. */
async function orderNumbers(db: Db, businessId: string, page: { entityType: string; entityId: string }[]) {
  const ids = [...new Set(page.filter((row) => row.entityType === 'order').map((row) => row.entityId))];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), inArray(orders.id, ids)));
  return new Map(rows.map((row) => [row.id, `#${row.number}`]));
}

/** A person who gave no name, by their role ("Owner"), as db/person-name.ts names them in SQL. */
const roleName = (role: string | null) =>
  role ? `${role.charAt(0).toUpperCase()}${role.slice(1)}` : 'Someone of the shop';
