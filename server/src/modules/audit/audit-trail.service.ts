import type { ActorKind, AuditEntityType } from '@contract/audit';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { auditEvents } from '../../db/schema';

/** Who makes a change: a person of the shop, or one of the actors that have no account. */
export type AuditActor = { kind: 'staff'; userId: string } | { kind: Exclude<ActorKind, 'staff'> };

export const staffActor = (userId: string): AuditActor => ({ kind: 'staff', userId });
export const customerActor: AuditActor = { kind: 'customer' };
export const systemActor: AuditActor = { kind: 'system' };
export const cardProviderActor: AuditActor = { kind: 'card_provider' };

export type AuditChanges = Record<string, { from?: unknown; to?: unknown }>;

/** Field names that never go into the trail, whatever a caller passes. */
const secretField = /password|token|secret|hash|key/i;

/**
 * Writes one event of the trail. Call it with the transaction that makes the change, so the
 * change and its event are committed together or not at all (docs/decisions/020).
 */
export async function recordAudit(tx: Tx, event: AuditEvent) {
  await tx.insert(auditEvents).values(auditRow(event));
}

/** The changes as the trail keeps them: never a field that may hold a secret. */
export function withoutSecrets(changes: AuditChanges): AuditChanges {
  const kept: AuditChanges = {};
  for (const [field, change] of Object.entries(changes)) {
    if (!secretField.test(field)) kept[field] = change;
  }
  return kept;
}

export type AuditEvent = {
  businessId: string;
  actor: AuditActor;
  entityType: AuditEntityType;
  entityId: string;
  action: string;
  changes?: AuditChanges;
};

/** Several events of the trail in one insert, in the caller's transaction; none is no write. */
export async function recordAudits(tx: Tx, events: AuditEvent[]) {
  if (events.length === 0) return;
  await tx.insert(auditEvents).values(events.map(auditRow));
}

const auditRow = (event: AuditEvent) => ({
  businessId: event.businessId,
  actorKind: event.actor.kind,
  actorUserId: event.actor.kind === 'staff' ? event.actor.userId : null,
  entityType: event.entityType,
  entityId: event.entityId,
  action: event.action,
  changes: withoutSecrets(event.changes ?? {}),
});

/** What an event built with placeholders takes from its caller: each a placeholder or SQL of them. */
export type AuditStatementParts = {
  entityType: AuditEntityType;
  entityId: SQL | Placeholder;
  /** The acting person's id as a uuid, null for an actor without an account. */
  actorUserId: SQL;
  action: string | SQL | Placeholder;
  /** A jsonb of changes already without secrets (withoutSecrets). */
  changes: SQL;
};

/**
 * One event of the trail, built but not sent, for a statement prepared once with placeholders (the
 * submission's and the draft's, docs/decisions/032): it commits with the change it records. Reads
 * the placeholders `business_id` and `actor_kind`; the parts that differ between callers are given.
 */
export function auditStatement(tx: Tx, parts: AuditStatementParts) {
  return tx.insert(auditEvents).values({
    businessId: sql.placeholder('business_id'),
    actorKind: sql`${sql.placeholder('actor_kind')}::text`,
    actorUserId: parts.actorUserId,
    entityType: parts.entityType,
    entityId: parts.entityId,
    action: parts.action,
    changes: parts.changes,
  });
}

/** The fields whose value differs, as `{field: {from, to}}`; compares plain values and arrays. */
export function diffFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of Object.keys(after) as (keyof T & string)[]) {
    const from = comparable(before[field]);
    const to = comparable(after[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

export const hasChanges = (changes: AuditChanges) => Object.keys(changes).length > 0;
