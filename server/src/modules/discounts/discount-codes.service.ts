import type { DiscountCode, DiscountCodePatch, discountCodeInput } from '@contract/discount-codes';
import { moneyColumn } from '@contract/money';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { discountCodes } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError, notFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit';

/*
 * A shop's discount codes, kept by owners and managers (docs/decisions/043). A code never used is
 * deleted (softly, its name freed); one that orders used stays for the books and is switched off.
 */

type Row = typeof discountCodes.$inferSelect;
type Target = { businessId: string; id: string };
type Input = z.output<typeof discountCodeInput>;

export function toDiscountCode(row: Row): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: Number(row.value),
    min_order: row.minOrder === null ? null : Number(row.minOrder),
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    max_uses: row.maxUses,
    uses: row.uses,
    remaining: row.maxUses === null ? null : Math.max(0, row.maxUses - row.uses),
    once_per_customer: row.oncePerCustomer,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The shop's codes, newest first; a shop has tens of them, so the list is one page. */
export async function listDiscountCodes(db: Db, { businessId }: { businessId: string }) {
  const query = prepared(db, 'discount_codes_list', (d) =>
    d
      .select()
      .from(discountCodes)
      .where(
        and(eq(discountCodes.businessId, sql.placeholder('businessId')), isNull(discountCodes.deletedAt)),
      )
      .orderBy(desc(discountCodes.createdAt))
      .limit(500)
      .prepare('discount_codes_list'),
  );
  const rows = await query.execute({ businessId });
  return { items: rows.map(toDiscountCode), count: rows.length };
}

async function findCode(tx: Tx, { businessId, id }: Target) {
  const [row] = await tx
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.id, id),
        eq(discountCodes.businessId, businessId),
        isNull(discountCodes.deletedAt),
      ),
    )
    .for('update');
  if (!row) throw notFound('discount code');
  return row;
}

export async function getDiscountCode(db: Db, target: Target) {
  return toDiscountCode(await db.transaction((tx) => findCode(tx, target)));
}

const taken = () => fieldError('code', 'The shop already has a code with this name', 'CONFLICT');

/** The columns of the fields sent (undefined: left as they are). */
function columnsOf(input: Partial<Input>) {
  const money = (v: number | null | undefined) =>
    v === undefined ? undefined : v === null ? null : moneyColumn(v);
  return {
    code: input.code,
    kind: input.kind,
    value: money(input.value) ?? undefined,
    minOrder: money(input.min_order),
    startsOn: input.starts_on,
    endsOn: input.ends_on,
    maxUses: input.max_uses,
    oncePerCustomer: input.once_per_customer,
    isActive: input.is_active,
  };
}

export async function createDiscountCode(
  db: Db,
  { businessId, input, actor }: { businessId: string; input: Input; actor: AuditActor },
) {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(discountCodes)
        .values({
          businessId,
          ...columnsOf(input),
          code: input.code,
          kind: input.kind,
          value: moneyColumn(input.value),
        })
        .returning();
      const created = row as Row;
      await recordAudit(tx, {
        businessId,
        actor,
        entityType: 'discount_code',
        entityId: created.id,
        action: 'discount_code.created',
        changes: { code: { to: created.code } },
      });
      return toDiscountCode(created);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

export async function updateDiscountCode(
  db: Db,
  { input, actor, ...target }: Target & { input: DiscountCodePatch; actor: AuditActor },
) {
  try {
    return await db.transaction(async (tx) => {
      const row = await findCode(tx, target);
      const kind = input.kind ?? row.kind;
      const value = input.value ?? Number(row.value);
      if (kind === 'percent' && (!Number.isInteger(value) || value > 100)) {
        throw fieldError('value', 'Use a whole percent from 1 to 100');
      }
      const starts = input.starts_on === undefined ? row.startsOn : input.starts_on;
      const ends = input.ends_on === undefined ? row.endsOn : input.ends_on;
      if (starts && ends && ends < starts) throw fieldError('ends_on', 'End on or after the first day');
      if (input.max_uses != null && input.max_uses < row.uses) {
        throw fieldError('max_uses', `It has been used ${row.uses} times already; allow at least that many`);
      }
      const [updated] = await tx
        .update(discountCodes)
        .set({ ...columnsOf(input as Partial<Input>), updatedAt: new Date() })
        .where(eq(discountCodes.id, row.id))
        .returning();
      await recordAudit(tx, {
        businessId: target.businessId,
        actor,
        entityType: 'discount_code',
        entityId: row.id,
        action: 'discount_code.updated',
        changes: Object.fromEntries(Object.keys(input).map((field) => [field, { to: true }])),
      });
      return toDiscountCode(updated as Row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Deletes a code never used; a used one is switched off instead, and stays in the list. */
export async function deleteDiscountCode(db: Db, { actor, ...target }: Target & { actor: AuditActor }) {
  return db.transaction(async (tx) => {
    const row = await findCode(tx, target);
    const used = row.uses > 0;
    await tx
      .update(discountCodes)
      .set(
        used ? { isActive: false, updatedAt: new Date() } : { deletedAt: new Date(), updatedAt: new Date() },
      )
      .where(eq(discountCodes.id, row.id));
    await recordAudit(tx, {
      businessId: target.businessId,
      actor,
      entityType: 'discount_code',
      entityId: row.id,
      action: used ? 'discount_code.deactivated' : 'discount_code.deleted',
      changes: { code: { from: row.code } },
    });
    return { deactivated: used };
  });
}
