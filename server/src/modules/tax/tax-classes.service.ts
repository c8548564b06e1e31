import {
  MAX_TAX_CLASSES,
  type TaxClass,
  type TaxClassInput,
  type TaxClassList,
  type TaxClassPatch,
  taxClassInput,
} from '@contract/tax';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businesses, taxClasses, taxSettings } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { type AuditActor, type AuditChanges, recordAudit } from '../audit';
import { readTaxClasses, type TaxClassRef } from './tax-class-rates.service';
import { NOT_USED, shopTaxClassUses, usedBy } from './tax-class-uses';
import { type AfterRatesChange, getTaxSettings } from './tax-settings-read.service';

/*
 * A shop's named tax rates (docs/decisions/046). Every change runs with the shop's row locked (as
 * the tax settings do), keeps tax_settings.rate equal to the default class's rate, and prices the
 * shop's drafts again: drafts follow the rates until they are placed, placed orders keep theirs.
 */

type Row = typeof taxClasses.$inferSelect;
const toRef = (row: Row): TaxClassRef => ({
  id: row.id,
  name: row.name,
  rate: Number(row.rate),
  isDefault: row.isDefault,
});

/** The classes with what uses each, for the settings screen. */
export async function listTaxClasses(db: Tx, { businessId }: { businessId: string }): Promise<TaxClassList> {
  const [classes, uses] = await Promise.all([
    readTaxClasses(db, { businessId }),
    shopTaxClassUses(db, businessId),
  ]);
  const items = classes.map((c) => toAnswer(c, uses.get(c.id) ?? NOT_USED));
  return { items, count: items.length };
}

const toAnswer = (c: TaxClassRef, used: TaxClass['used_by']): TaxClass => ({
  id: c.id,
  name: c.name,
  rate: c.rate,
  is_default: c.isDefault,
  used_by: used,
});

/** The shop's row locked: class changes, settings saves and draft pricing of one shop queue. */
export async function lockShop(tx: Tx, businessId: string) {
  const [shop] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!shop) throw notFound('business');
}

async function findClass(tx: Tx, businessId: string, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(taxClasses)
    .where(and(eq(taxClasses.id, id), eq(taxClasses.businessId, businessId)));
  if (!row) throw notFound('tax rate');
  return row;
}

/** Names are told apart ignoring case (a unique index says the same). */
async function ensureNameFree(tx: Tx, businessId: string, name: string, except?: string) {
  const [taken] = await tx
    .select({ id: taxClasses.id })
    .from(taxClasses)
    .where(
      and(
        eq(taxClasses.businessId, businessId),
        sql`lower(${taxClasses.name}) = lower(${name})`,
        except ? ne(taxClasses.id, except) : undefined,
      ),
    );
  if (taken) throw fieldError('name', 'The shop has a tax rate of this name already', 'CONFLICT');
}

/**
 * After a change of the classes: tax_settings.rate follows the default class (a row is made,
 * charging no tax, for a shop that never saved settings), and the drafts are priced again.
 */
async function afterChange(tx: Tx, businessId: string, afterRatesChange: AfterRatesChange) {
  const [fallback] = await tx
    .select({ rate: taxClasses.rate })
    .from(taxClasses)
    .where(and(eq(taxClasses.businessId, businessId), eq(taxClasses.isDefault, true)));
  if (fallback) {
    await tx
      .insert(taxSettings)
      .values({ businessId, rate: fallback.rate })
      .onConflictDoUpdate({
        target: taxSettings.businessId,
        set: { rate: fallback.rate, updatedAt: new Date() },
      });
  }
  await afterRatesChange(tx, { businessId, tax: await getTaxSettings(tx, { businessId }) });
}

const audit = (tx: Tx, businessId: string, actor: AuditActor, changes: AuditChanges) =>
  recordAudit(tx, {
    businessId,
    actor,
    entityType: 'settings',
    entityId: 'tax',
    action: 'settings.tax_class',
    changes,
  });

/** Adds a class; the shop's first is its default whatever was asked. */
export async function createTaxClass(
  db: Db,
  {
    businessId,
    input,
    actor,
    afterRatesChange,
  }: { businessId: string; input: TaxClassInput; actor: AuditActor; afterRatesChange: AfterRatesChange },
): Promise<TaxClass> {
  const wanted = taxClassInput.parse(input);
  return db.transaction(async (tx) => {
    await lockShop(tx, businessId);
    const existing = await readTaxClasses(tx, { businessId });
    if (existing.length >= MAX_TAX_CLASSES) {
      throw new AppError('CONFLICT', `A shop keeps at most ${MAX_TAX_CLASSES} tax rates.`);
    }
    await ensureNameFree(tx, businessId, wanted.name);
    const isDefault = wanted.is_default || existing.length === 0;
    if (isDefault)
      await tx.update(taxClasses).set({ isDefault: false }).where(eq(taxClasses.businessId, businessId));
    const [row] = await tx
      .insert(taxClasses)
      .values({ businessId, name: wanted.name, rate: wanted.rate.toFixed(3), isDefault })
      .returning();
    if (!row) throw new Error('tax class insert returned no row');
    await audit(tx, businessId, actor, {
      name: { to: row.name },
      rate: { to: wanted.rate },
      ...(isDefault && { is_default: { to: true } }),
    });
    await afterChange(tx, businessId, afterRatesChange);
    return toAnswer(toRef(row), { products: 0, sizes: 0, add_ons: 0 });
  });
}

/** Renames a class, changes its rate, or makes it the default. */
export async function updateTaxClass(
  db: Db,
  {
    businessId,
    id,
    patch,
    actor,
    afterRatesChange,
  }: {
    businessId: string;
    id: string;
    patch: TaxClassPatch;
    actor: AuditActor;
    afterRatesChange: AfterRatesChange;
  },
): Promise<TaxClass> {
  return db.transaction(async (tx) => {
    await lockShop(tx, businessId);
    const before = await findClass(tx, businessId, id);
    if (patch.name !== undefined) await ensureNameFree(tx, businessId, patch.name, id);
    if (patch.is_default && !before.isDefault) {
      await tx.update(taxClasses).set({ isDefault: false }).where(eq(taxClasses.businessId, businessId));
    }
    const [after] = await tx
      .update(taxClasses)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.rate !== undefined && { rate: patch.rate.toFixed(3) }),
        ...(patch.is_default && { isDefault: true }),
      })
      .where(eq(taxClasses.id, id))
      .returning();
    if (!after) throw notFound('tax rate');
    const changes: AuditChanges = {};
    if (after.name !== before.name) changes.name = { from: before.name, to: after.name };
    if (Number(after.rate) !== Number(before.rate))
      changes.rate = { from: Number(before.rate), to: Number(after.rate) };
    if (after.isDefault !== before.isDefault) changes.is_default = { from: before.isDefault, to: true };
    if (Object.keys(changes).length > 0) {
      await audit(tx, businessId, actor, { class: { to: after.name }, ...changes });
      await afterChange(tx, businessId, afterRatesChange);
    }
    return toAnswer(toRef(after), await usedBy(tx, { businessId, id }));
  });
}

/**
 * Removes a class no live product, size or add-on uses; never the default. Order lines keep the
 * rate and name they were priced with (a draft's line then follows the default).
 */
export async function deleteTaxClass(
  db: Db,
  {
    businessId,
    id,
    actor,
    afterRatesChange,
  }: { businessId: string; id: string; actor: AuditActor; afterRatesChange: AfterRatesChange },
) {
  await db.transaction(async (tx) => {
    await lockShop(tx, businessId);
    const row = await findClass(tx, businessId, id);
    if (row.isDefault) {
      throw new AppError(
        'CONFLICT',
        'The default rate cannot be removed; make another rate the default first.',
      );
    }
    const used = await usedBy(tx, { businessId, id });
    const uses = [
      plural(used.products, 'product'),
      plural(used.sizes, 'size'),
      plural(used.add_ons, 'add-on'),
    ].filter(Boolean);
    if (uses.length > 0) {
      throw new AppError(
        'CONFLICT',
        `“${row.name}” is used by ${uses.join(', ')}; give them another rate before removing it.`,
        { used_by: used },
      );
    }
    await tx.delete(taxClasses).where(eq(taxClasses.id, id));
    await audit(tx, businessId, actor, { name: { from: row.name }, rate: { from: Number(row.rate) } });
    await afterChange(tx, businessId, afterRatesChange);
  });
}

const plural = (n: number, word: string) => (n === 0 ? '' : `${n} ${word}${n === 1 ? '' : 's'}`);

/**
 * The settings' `rate` is the default class's (PUT /api/business-settings/tax): it is changed, or
 * made as "Standard" for a shop that has no class yet. In the settings save's transaction.
 */
export async function setDefaultRate(tx: Tx, { businessId, rate }: { businessId: string; rate: number }) {
  const updated = await tx
    .update(taxClasses)
    .set({ rate: rate.toFixed(3) })
    .where(and(eq(taxClasses.businessId, businessId), eq(taxClasses.isDefault, true)))
    .returning({ id: taxClasses.id });
  if (updated.length > 0) return;
  // A shop's first rate: a name no class of the shop has.
  const names = new Set((await readTaxClasses(tx, { businessId })).map((c) => c.name.toLowerCase()));
  const name = names.has('standard') ? `Standard ${rate} %` : 'Standard';
  await tx.insert(taxClasses).values({ businessId, name, rate: rate.toFixed(3), isDefault: true });
}
