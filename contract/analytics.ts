import { z } from 'zod';
import { orderMethods, orderStatuses, paymentMethods } from './orders';
import { giftCardTotals } from './payments';

/*
 * GET /api/analytics?start&end (the range is `dateRange` of ./payments): how the shop did over a
 * range of its days. Money is in the shop's currency, to the cent.
 *
 * Two kinds of orders are counted, and each block says which:
 * - paid: payment_status 'done', by the shop's day of paid_at — the same orders and amounts as
 *   GET /api/revenue, delivery included;
 * - placed: submitted (not a draft), by the shop's day of submitted_at.
 * Deleted orders are never counted.
 */

const money = z.number();
const count = z.number().int();

export const analytics = z.object({
  currency: z.string(),
  /** Paid orders: equal to GET /api/revenue for the same range; net + tax = total. */
  revenue: z.object({ total: money, net_total: money, tax_total: money, count, average: money }),
  /** What discount codes took off the paid orders (docs/decisions/043): the amount, and how many orders used one. */
  discounts: z.object({ total: money, orders: count }),
  /** Every day of the range: revenue of the orders paid that day, and the orders placed that day. */
  by_day: z.array(z.object({ date: z.string(), revenue: money, orders: count })),
  /** Placed orders; revenue is what those of them that are paid brought in, whenever paid. */
  orders: z.object({
    count,
    /** Both methods, always, in this order. */
    by_method: z.array(z.object({ method: z.enum(orderMethods), count, revenue: money })),
    /** pending, ready, done: always, in this order. */
    by_status: z.array(z.object({ status: z.enum(orderStatuses), count })),
    /** The methods used, most orders first; null: not paid yet, so no method recorded. */
    by_payment_method: z.array(
      z.object({ payment_method: z.enum(paymentMethods).nullable(), count, revenue: money }),
    ),
  }),
  /**
   * Up to 5, by what the goods lines of paid orders brought in: each line's total less its share of
   * the order's discount and of any refund (in proportion); delivery and gift cards sold are no
   * product's. `count` is items sold (each line's quantity). Lines without a product are one row
   * with product_id and name null ("custom orders"), ranked like the others. An order refunded in
   * full is not counted. The name is the one on the product's latest paid line.
   */
  top_products: z.array(
    z.object({ product_id: z.string().nullable(), name: z.string().nullable(), count, revenue: money }),
  ),
  /**
   * Up to 5, by paid revenue less refunds; paid orders without a customer (never submitted) are
   * left out. Customers known by phone alone are one whichever way the number was typed (one
   * normal form, read in the shop's country: contract/phone.ts).
   */
  top_customers: z.array(
    z.object({
      customer_id: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      count,
      revenue: money,
    }),
  ),
  /** Flowers written off as expired in the range: their value at cost and the stems. */
  waste: z.object({ value: money, stems: count }),
  /**
   * Paid orders of the range that have flowers recorded on them, as GET /api/orders/{uuid}/cost
   * sees them: revenue is what their goods brought in without tax, after discounts (delivery pays
   * for the delivery, gift cards sold are money owed), cost what the flowers cost, margin the
   * difference; all zero when no costs are recorded.
   */
  margin: z.object({ revenue: money, cost: money, margin: money, orders: count }),
  /**
   * What gift cards did in the range and what all the shop's cards still hold at the end of its
   * last day (the liability the books carry): equal to GET /api/revenue's `gift_cards`.
   */
  gift_cards: giftCardTotals,
});
export type Analytics = z.infer<typeof analytics>;
