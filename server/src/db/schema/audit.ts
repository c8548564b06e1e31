import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessIdColumn } from './columns';
import { users } from './users';

/**
 * Who changed what in a shop, and when (docs/decisions/020). Written in the same transaction as
 * the change it describes, never updated or deleted by the app.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    /** Insertion order: breaks ties between events of one transaction, which share `at`. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: businessIdColumn(),
    actorKind: text('actor_kind', { enum: ['staff', 'customer', 'system', 'card_provider'] }).notNull(),
    /** The staff member; null for customers, the system and the card provider. */
    actorUserId: uuid('actor_user_id').references(() => users.id),
    entityType: text('entity_type').notNull(),
    /** Text, not a foreign key: the thing may be deleted while its trail stays. */
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    /** Before and after of the changed fields; never secrets. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // DESC puts nulls first unless told otherwise; the indexes say so to match `order by at desc,
    // id desc` (docs/decisions/006).
    // The shop-wide log, newest first, read page by page from a (at, id) cursor.
    index('audit_events_business_idx').on(t.businessId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The same log filtered by kind of thing, so a rare kind is not found by scanning the rest.
    index('audit_events_type_idx').on(
      t.businessId,
      t.entityType,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // One thing's trail (an order's Activity).
    index('audit_events_entity_idx').on(
      t.businessId,
      t.entityType,
      t.entityId,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
