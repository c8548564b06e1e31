import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * A customer's order count and spend are their paid, undeleted orders' (docs/product.md,
 * Customers): an order counts while it is paid, and adds what was paid for it, in money and gift
 * cards, less what was given back. Recounted from the orders whenever one of them is paid, unpaid,
 * refunded, deleted or moved to another customer, so the figures cannot drift from the books.
 */
export async function recountCustomer(tx: Tx, customerId: string | null): Promise<void> {
  if (!customerId) return;
  await tx.execute(sql`
    update customers set order_count = t.paid, total_spent = t.spent
    from (
      select
        count(*) filter (where payment_status = 'done')::int as paid,
        coalesce(sum(greatest(0, received_total + gift_card_total - refunded_total))
          filter (where payment_status in ('done', 'refunded')), 0) as spent
      from orders where customer_id = ${customerId} and deleted_at is null
    ) t
    where customers.id = ${customerId}`);
}
