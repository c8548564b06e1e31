import { centsOf, fromCents } from '@contract/money';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { csvCell } from '../../lib/csv';
import { findShop } from '../business';
import { listShopDocuments } from '../invoices';
import { shopDay } from '../scheduling';

/*
 * A month's invoices and credit notes for the accountant (docs/decisions/047, 048): one line per
 * document and tax rate, with its net and tax, how the order was paid and the day of issue. A
 * credit note's amounts are negative and name the invoice it corrects.
 */

export const monthRange = (month: string) => {
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
};

export async function monthDocumentsCsv(
  db: Db,
  { businessId, month }: { businessId: string; month: string },
) {
  const shop = await findShop(db, businessId);
  const { start, end } = monthRange(month);
  const { items } = await listShopDocuments(db, { businessId, from: start, to: end });
  const ids = [...new Set(items.map((item) => item.order_uuid))];
  const paid =
    ids.length === 0
      ? []
      : await db
          .select({ id: orders.id, method: orders.paymentMethod, day: shopDay(orders.paidAt, shop.timeZone) })
          .from(orders)
          .where(inArray(orders.id, ids));
  const methodOf = new Map(paid.map((row) => [row.id, row.method ?? '']));
  const header = 'number,kind,invoice,issued_on,order,customer,payment_method,rate,net,tax,gross,currency';
  const day = (iso: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: shop.timeZone, dateStyle: 'short' }).format(new Date(iso));
  const lines = [...items].reverse().flatMap((item) => {
    const sign = item.kind === 'credit_note' ? -1 : 1;
    return item.tax_lines.map((rate) => {
      const net = sign * centsOf(rate.base);
      const tax = sign * centsOf(rate.amount);
      return [
        csvCell(item.number),
        csvCell(item.kind),
        csvCell(item.invoice_number ?? ''),
        csvCell(day(item.issued_at)),
        csvCell(item.order_number),
        csvCell(item.customer ?? ''),
        csvCell(methodOf.get(item.order_uuid) ?? ''),
        `"${rate.rate}"`,
        `"${fromCents(net).toFixed(2)}"`,
        `"${fromCents(tax).toFixed(2)}"`,
        `"${fromCents(net + tax).toFixed(2)}"`,
        csvCell(item.currency),
      ].join(',');
    });
  });
  return {
    filename: `petal-${shop.url}-${month}-invoices.csv`,
    csv: `\uFEFF${[header, ...lines].join('\r\n')}\r\n`,
  };
}
