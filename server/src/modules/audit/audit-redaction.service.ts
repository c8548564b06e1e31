import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { holdsAny, textHoldsAny } from '../../lib/text-needles';

/** What stands in the trail where a person's data was. */
export const ERASED_VALUE = '(erased)';

/** Fields of an order or a customer whose values are about people, whatever they hold. */
const personalField =
  /^(name|email|phone|note|sender_\w+|recipient_\w+|delivery_(address|unit)|card_message|special_instructions|delivery_note|gift_(recipient_email|message)|message)$/;

/** Ids per kind of thing whose entries are about the person (their orders, their record). */
export type AuditSubjects = { entityType: string; ids: string[] }[];

/**
 * The trail keeps what happened and when, and loses who it was about (docs/decisions/061): in the
 * entries about the person's things, every value of a personal field; in any entry of the shop, a
 * text that names them. Which fields changed stays readable ("Sender name changed").
 */
export async function redactAuditAbout(
  tx: Tx,
  { businessId, subjects, needles }: { businessId: string; subjects: AuditSubjects; needles: string[] },
): Promise<number> {
  const about = subjects
    .filter((s) => s.ids.length > 0)
    .map((s) => and(eq(auditEvents.entityType, s.entityType), inArray(auditEvents.entityId, s.ids)) as SQL);
  const rows = await tx
    .select({ id: auditEvents.id, changes: auditEvents.changes })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.businessId, businessId),
        or(...about, holdsAny(sql`${auditEvents.changes}::text`, needles)),
      ),
    )
    .for('update');
  const redacted = rows
    .map((row) => ({ id: row.id, changes: redactChanges(row.changes, needles), before: row.changes }))
    .filter((row) => JSON.stringify(row.changes) !== JSON.stringify(row.before));
  // In batches, each one statement: a long-standing customer's trail runs to thousands of entries.
  for (let start = 0; start < redacted.length; start += REDACT_BATCH) {
    const batch = redacted.slice(start, start + REDACT_BATCH).map(({ id, changes }) => ({ id, changes }));
    await tx.execute(sql`update ${auditEvents} set changes = v.changes
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(id bigint, changes jsonb)
      where ${auditEvents.id} = v.id`);
  }
  return redacted.length;
}

const REDACT_BATCH = 500;

/** Each field's before and after, with a personal field's values and any text naming the person erased. */
export function redactChanges(changes: Record<string, unknown>, needles: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, change] of Object.entries(changes)) {
    out[field] = redactValue(change, needles, personalField.test(field));
  }
  return out;
}

function redactValue(value: unknown, needles: string[], personal: boolean): unknown {
  if (typeof value === 'string') return personal || textHoldsAny(value, needles) ? ERASED_VALUE : value;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, needles, personal));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, redactValue(v, needles, personal || personalField.test(k))]),
    );
  }
  return value;
}
