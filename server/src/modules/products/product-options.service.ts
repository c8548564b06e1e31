import { moneyColumn } from '@contract/money';
import type { ProductOption, ProductOptionInput, ProductOptionPatch } from '@contract/product-lines';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { productOfferedOptions, productOptions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type AuditActor, diffFields, hasChanges, recordAudit } from '../audit';
import { checkTaxClass } from '../tax';

/*
 * The shop's add-ons (docs/decisions/040): one list for the whole shop, so a vase's stock is shared
 * by every product that offers it.
 */

type OptionRow = typeof productOptions.$inferSelect;

const toOption = (row: OptionRow): ProductOption => ({
  id: row.id,
  name: row.name,
  price: Number(row.price),
  current_quantity: row.currentQuantity,
  is_active: row.isActive,
  position: row.position,
  tax_class_id: row.taxClassId,
});

const live = (businessId: string) =>
  and(eq(productOptions.businessId, businessId), isNull(productOptions.deletedAt));

/** The shop's add-ons in display order (a short list: no paging). */
export async function listOptions(db: Db, { businessId }: { businessId: string }): Promise<ProductOption[]> {
  // Read by every product form and the order editor: built and planned once per connection.
  const query = prepared(db, 'add_ons_list', (d) =>
    d
      .select()
      .from(productOptions)
      .where(
        and(eq(productOptions.businessId, sql.placeholder('businessId')), isNull(productOptions.deletedAt)),
      )
      .orderBy(asc(productOptions.position), asc(productOptions.name), asc(productOptions.id))
      .prepare('add_ons_list'),
  );
  const rows = await query.execute({ businessId });
  return rows.map(toOption);
}

/** A live add-on of this shop, or 404: another shop's id is simply not found. */
async function findOption(tx: Tx, { businessId, optionId }: { businessId: string; optionId: string }) {
  const [row] = await tx
    .select()
    .from(productOptions)
    .where(and(live(businessId), eq(productOptions.id, optionId)))
    .for('update');
  if (!row) throw notFound('add-on');
  return row;
}

export async function createOption(
  db: Db,
  { businessId, input, actor }: { businessId: string; input: ProductOptionInput; actor: AuditActor },
): Promise<ProductOption> {
  return db.transaction(async (tx) => {
    if (input.tax_class_id) await checkTaxClass(tx, { businessId, taxClassId: input.tax_class_id });
    const [row] = await tx
      .insert(productOptions)
      .values({
        businessId,
        name: input.name,
        price: moneyColumn(input.price),
        currentQuantity: input.current_quantity,
        isActive: input.is_active,
        taxClassId: input.tax_class_id ?? null,
        // Without a position, a new add-on goes after the others.
        position:
          input.position ??
          sql<number>`(select coalesce(max(${productOptions.position}) + 1, 0) from ${productOptions} where ${productOptions.businessId} = ${businessId})`,
      })
      .returning();
    if (!row) throw new Error('option insert returned no row');
    await recordAudit(tx, {
      businessId,
      actor,
      entityType: 'product_option',
      entityId: row.id,
      action: 'product_option.created',
      changes: { name: { to: row.name }, price: { to: row.price } },
    });
    return toOption(row);
  });
}

export async function updateOption(
  db: Db,
  {
    businessId,
    optionId,
    patch,
    actor,
  }: { businessId: string; optionId: string; patch: ProductOptionPatch; actor: AuditActor },
): Promise<ProductOption> {
  return db.transaction(async (tx) => {
    const before = await findOption(tx, { businessId, optionId });
    if (patch.tax_class_id) await checkTaxClass(tx, { businessId, taxClassId: patch.tax_class_id });
    const values = {
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.price === undefined ? {} : { price: moneyColumn(patch.price) }),
      ...(patch.current_quantity === undefined ? {} : { currentQuantity: patch.current_quantity }),
      ...(patch.is_active === undefined ? {} : { isActive: patch.is_active }),
      ...(patch.position === undefined ? {} : { position: patch.position }),
      ...(patch.tax_class_id === undefined ? {} : { taxClassId: patch.tax_class_id }),
    };
    // Nothing to change is not a mistake: the add-on as it is.
    if (Object.keys(values).length === 0) return toOption(before);
    const [row] = await tx
      .update(productOptions)
      .set(values)
      .where(eq(productOptions.id, optionId))
      .returning();
    if (!row) throw notFound('add-on');
    const changes = diffFields(fields(before), fields(row));
    if (hasChanges(changes)) {
      await recordAudit(tx, {
        businessId,
        actor,
        entityType: 'product_option',
        entityId: row.id,
        action: 'product_option.updated',
        changes,
      });
    }
    return toOption(row);
  });
}

/** Softly: order lines keep its name and price; products stop offering it. */
export async function deleteOption(
  db: Db,
  { businessId, optionId, actor }: { businessId: string; optionId: string; actor: AuditActor },
) {
  await db.transaction(async (tx) => {
    const before = await findOption(tx, { businessId, optionId });
    await tx
      .update(productOptions)
      .set({ deletedAt: new Date(), isActive: false })
      .where(eq(productOptions.id, optionId));
    await tx.delete(productOfferedOptions).where(eq(productOfferedOptions.optionId, optionId));
    await recordAudit(tx, {
      businessId,
      actor,
      entityType: 'product_option',
      entityId: optionId,
      action: 'product_option.deleted',
      changes: { name: { from: before.name } },
    });
  });
}

const fields = (row: OptionRow) => ({
  name: row.name,
  price: row.price,
  current_quantity: row.currentQuantity,
  is_active: row.isActive,
  position: row.position,
  tax_class_id: row.taxClassId,
});
