import type { Category } from '@contract/products';
import type { CategoryChange } from '../api/update-category';

/**
 * The changes that move the category at `from` to `to`: positions become 0, 1, 2… in the new order,
 * and only the categories whose position differs are sent (positions may have had gaps before).
 */
export function moveCategory(categories: Category[], from: number, to: number): CategoryChange[] {
  const next = [...categories];
  const [moved] = next.splice(from, 1);
  if (!moved) return [];
  next.splice(to, 0, moved);
  return next.flatMap((category, position) =>
    category.position === position ? [] : [{ id: category.id, input: { name: category.name, position } }],
  );
}

/** "3 products will lose their category": what deleting a category does. */
export function deleteCategoryText(category: Category): string {
  const count = category.product_count;
  if (count === 0) return 'No products use it.';
  return count === 1
    ? '1 product will lose its category and show under "No category".'
    : `${count} products will lose their category and show under "No category".`;
}
