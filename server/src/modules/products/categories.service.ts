import type { Category, CategoryInput } from '@contract/products';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { categories, products } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { type AuditActor, diffFields, hasChanges, recordAudit } from '../audit';

type CategoryRow = typeof categories.$inferSelect;

const toCategory = (row: CategoryRow, productCount = 0): Category => ({
  id: row.id,
  name: row.name,
  position: row.position,
  product_count: productCount,
});

const liveProducts = and(eq(products.categoryId, categories.id), isNull(products.deletedAt));

/** A shop's categories in display order, each with how many products it holds. */
export async function listCategories(db: Db, { businessId }: { businessId: string }): Promise<Category[]> {
  // Read by every product form and the products page: built and planned once per connection.
  const query = prepared(db, 'categories_list', (d) =>
    d
      .select({ category: categories, productCount: count(products.id) })
      .from(categories)
      .leftJoin(products, liveProducts)
      .where(eq(categories.businessId, sql.placeholder('businessId')))
      .groupBy(categories.id)
      .orderBy(asc(categories.position), asc(categories.name), asc(categories.id))
      .prepare('categories_list'),
  );
  const rows = await query.execute({ businessId });
  return rows.map((r) => toCategory(r.category, r.productCount));
}

/** A category of this shop, or 404: another shop's id is simply not found. */
export async function findCategory(
  tx: Tx,
  { businessId, categoryId }: { businessId: string; categoryId: string },
) {
  const [row] = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.businessId, businessId), eq(categories.id, categoryId)));
  if (!row) throw notFound('category');
  return row;
}

/** For product forms: an unknown category is a mistake in the form, not a missing page. */
export async function checkCategory(
  tx: Tx,
  { businessId, categoryId }: { businessId: string; categoryId: string },
) {
  await findCategory(tx, { businessId, categoryId }).catch(() => {
    throw fieldError('category_id', 'Choose one of the shop’s categories');
  });
}

export async function createCategory(
  db: Db,
  { businessId, input, actor }: { businessId: string; input: CategoryInput; actor: AuditActor },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(categories)
      .values({
        businessId,
        name: input.name,
        // Without a position, a new category goes after the others.
        position:
          input.position ??
          sql<number>`(select coalesce(max(${categories.position}) + 1, 0) from ${categories} where ${categories.businessId} = ${businessId})`,
      })
      .returning();
    if (!row) throw new Error('category insert returned no row');
    await recordAudit(tx, {
      businessId,
      actor,
      entityType: 'category',
      entityId: row.id,
      action: 'category.created',
      changes: { name: { to: row.name } },
    });
    return toCategory(row);
  });
}

export async function updateCategory(
  db: Db,
  {
    businessId,
    categoryId,
    input,
    actor,
  }: { businessId: string; categoryId: string; input: CategoryInput; actor: AuditActor },
) {
  return db.transaction(async (tx) => {
    const before = await findCategory(tx, { businessId, categoryId });
    const [row] = await tx
      .update(categories)
      .set({
        name: input.name,
        ...(input.position === undefined ? {} : { position: input.position }),
        updatedAt: new Date(),
      })
      .where(and(eq(categories.businessId, businessId), eq(categories.id, categoryId)))
      .returning();
    if (!row) throw notFound('category');
    const changes = diffFields(
      { name: before.name, position: before.position },
      { name: row.name, position: row.position },
    );
    if (hasChanges(changes)) {
      await recordAudit(tx, {
        businessId,
        actor,
        entityType: 'category',
        entityId: row.id,
        action: 'category.updated',
        changes,
      });
    }
    const [counted] = await tx
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.categoryId, row.id), isNull(products.deletedAt)));
    return toCategory(row, counted?.n ?? 0);
  });
}

/**
 * Removes a category; its products stay for sale with no category (docs/decisions/009). Deleted
 * products let go of it too, so the row can really go.
 */
export async function deleteCategory(
  db: Db,
  { businessId, categoryId, actor }: { businessId: string; categoryId: string; actor: AuditActor },
) {
  await db.transaction(async (tx) => {
    const before = await findCategory(tx, { businessId, categoryId });
    await recordAudit(tx, {
      businessId,
      actor,
      entityType: 'category',
      entityId: categoryId,
      action: 'category.deleted',
      changes: { name: { from: before.name } },
    });
    await tx
      .update(products)
      .set({ categoryId: null, updatedAt: new Date() })
      .where(and(eq(products.businessId, businessId), eq(products.categoryId, categoryId)));
    await tx.delete(categories).where(eq(categories.id, categoryId));
  });
}
