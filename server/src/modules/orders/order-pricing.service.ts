import { discountCents } from '@contract/discount-codes';
import { fromCents, moneyColumn, toCents } from '@contract/money';
import { type PricingLine, priceOrder } from '@contract/order-pricing';
import { defaultTaxSettings, type TaxLine, type TaxSettings } from '@contract/tax';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { discountCodes, orderItems, orders } from '../../db/schema';
import { getTaxSettings } from '../tax/tax-settings.service';
import { pricingLines } from './order-items.service';
import type { OrderRow } from './order-mapping.service';

/*
 * Where an order's money is written (docs/decisions/025). Every insert that sets `price`,
 * `delivery_price` or `method` spreads `pricedColumns(…)` (the shop's tax, the order's lines) into
 * its values, and every update of an existing order's prices `await repriceColumns(tx, order, …)`,
 * so total, net_total, tax_total and tax_lines always follow the one rule of contract/order-pricing.
 */

type Money = Pick<OrderRow, 'method' | 'price' | 'deliveryPrice'> & {
  /**
   * The flowers are a gift card: a multi-purpose voucher, taxed when it is spent, not when it is
   * sold, so its line is at rate 0 (docs/product.md, Gift cards).
   */
  giftCard?: boolean;
  /** A discount code's amount (decimal text), taken off the flowers before tax (docs/decisions/043). */
  discountTotal?: string | undefined;
};
export type PriceColumns = Pick<OrderRow, 'total' | 'netTotal' | 'taxTotal' | 'taxLines' | 'discountTotal'>;

const decimal = (cents: number) => moneyColumn(fromCents(cents));

/** An order priced before it had lines: one line, its flowers (a gift card untaxed). */
const oneLine = (money: Money): PricingLine => ({
  cents: toCents(Number(money.price)),
  ...(money.giftCard && { rate: 0 }),
});

const deliveryCents = (money: Money) =>
  money.method === 'delivery' ? toCents(Number(money.deliveryPrice ?? 0)) : 0;

/**
 * The stored figures of an order with these prices under these tax settings. `lines` are its
 * items (order-items.service.ts pricingLines), which add up to `price`; without them the price is
 * one line at the shop's rate, which is the same as long as every line has that rate.
 */
export function pricedColumns(money: Money, tax: TaxSettings, lines?: PricingLine[]): PriceColumns {
  const priced = priceOrder({
    // The order's lines, each at its rate; an order priced before it has lines is one line, its flowers.
    lines: lines ?? [oneLine(money)],
    delivery: deliveryCents(money),
    tax,
    discount: toCents(Number(money.discountTotal ?? 0)),
  });
  return {
    total: decimal(priced.total),
    discountTotal: decimal(priced.discount_total),
    netTotal: decimal(priced.net_total),
    taxTotal: decimal(priced.tax_total),
    taxLines: priced.tax_lines.map((line) => ({
      rate: String(line.rate),
      base: decimal(line.base),
      amount: decimal(line.amount),
    })),
  };
}

/**
 * The tax an order was placed with, read back from its stored figures, so that a later change of
 * its money keeps it whatever the shop's settings say now (docs/decisions/025). The stored tax
 * lines name every rate it used; of the rules those rates allow, the one that prices the order's
 * lines to exactly what was stored is the one it was placed with. Where several do (a pickup
 * order says nothing of delivery's rate), the first is taken: delivery at the flowers' rate, then
 * untaxed, then at another rate.
 */
export function frozenTax(
  row: Money & Pick<OrderRow, 'total' | 'taxLines'>,
  placedLines?: PricingLine[],
): TaxSettings {
  // Lines that do not add up to the stored price are not the ones it was priced with.
  const placedSum = placedLines?.reduce((sum, line) => sum + line.cents, 0);
  const lines = placedLines && placedSum === toCents(Number(row.price)) ? placedLines : [oneLine(row)];
  const rates = [...new Set(row.taxLines.map((line) => Number(line.rate)))];
  if (rates.length === 0) return { ...defaultTaxSettings };
  const delivery = deliveryCents(row);
  const discount = toCents(Number(row.discountTotal ?? 0));
  const entered = lines.reduce((sum, line) => sum + line.cents, 0) - discount + delivery;
  const total = toCents(Number(row.total));
  const included = total === entered;
  const cents = (text: string) => toCents(Number(text));
  const stored = JSON.stringify(
    row.taxLines.map((line) => [Number(line.rate), cents(line.base), cents(line.amount)]),
  );
  const matches = (tax: TaxSettings) => {
    const priced = priceOrder({ lines, delivery, tax, discount });
    const figures = priced.tax_lines.map((line) => [line.rate, line.base, line.amount]);
    return priced.total === total && JSON.stringify(figures) === stored;
  };
  const rule = (rate: number, deliveryTaxed: boolean, deliveryRate: number | null): TaxSettings => ({
    mode: 'vat',
    prices_include_tax: included,
    rate,
    delivery_taxed: deliveryTaxed,
    delivery_rate: deliveryRate,
  });
  for (const rate of [...rates, 0]) {
    const candidates = [
      rule(rate, true, null),
      rule(rate, false, null),
      ...rates.filter((other) => other !== rate).map((other) => rule(rate, true, other)),
    ];
    const found = candidates.find(matches);
    if (found) return found;
  }
  // Figures no rule gives (written by hand): the first rate for everything.
  return rule(rates[0] as number, true, null);
}

/**
 * New prices of an existing order: a draft is priced at the shop's settings of now, a placed order
 * at the tax it was placed with. A path that changes an order's prices spreads this into its update.
 */
export async function repriceColumns(
  tx: Tx,
  order: OrderRow,
  prices: Pick<OrderRow, 'price' | 'deliveryPrice'>,
): Promise<PriceColumns> {
  // The code stays on the order; what it takes off follows the new price (docs/decisions/043).
  const discountTotal = await discountFor(tx, order, prices.price);
  const money = { method: order.method, ...prices, discountTotal };
  // Each line at its rate (a gift card untaxed); the caller has already put a new price on the line.
  const items = await tx
    .select({ total: orderItems.total, kind: orderItems.kind })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const lines = items.length > 0 ? pricingLines(items) : undefined;
  if (order.orderStatus === 'draft') {
    return pricedColumns(money, await getTaxSettings(tx, { businessId: order.businessId }), lines);
  }
  // The tax it was placed with is read from the lines it was placed with: the price may be new.
  const placedLines = lines && linesAt(lines, toCents(Number(order.price)));
  return pricedColumns(money, frozenTax(order, placedLines), lines);
}

/**
 * The lines as they were before a price change: a price change is refused on an order of
 * several lines (order-items.service.ts setSingleLinePrice), so a new price is one line's.
 */
function linesAt(lines: PricingLine[], cents: number): PricingLine[] {
  const [only] = lines;
  return lines.length === 1 && only ? [{ ...only, cents }] : lines;
}

/**
 * Drafts follow the shop's settings until they are submitted (the tax is frozen then): after a
 * settings change every live draft of the shop is priced again, in the change's transaction.
 */
export async function repriceDrafts(tx: Tx, { businessId, tax }: { businessId: string; tax: TaxSettings }) {
  const drafts = await tx
    .select({
      id: orders.id,
      method: orders.method,
      price: orders.price,
      deliveryPrice: orders.deliveryPrice,
      discountTotal: orders.discountTotal,
    })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.orderStatus, 'draft'), isNull(orders.deletedAt)));
  if (drafts.length === 0) return 0;
  // One statement for all of them, not one per draft.
  const priced = drafts.map((draft) => {
    const columns = pricedColumns(draft, tax);
    return {
      id: draft.id,
      total: columns.total,
      net_total: columns.netTotal,
      tax_total: columns.taxTotal,
      tax_lines: columns.taxLines,
    };
  });
  // The discount's amount depends on the price only, which a tax change leaves as it is.
  await tx.execute(sql`
    update ${orders} set
      total = v.total::numeric,
      net_total = v.net_total::numeric,
      tax_total = v.tax_total::numeric,
      tax_lines = v.tax_lines
    from jsonb_to_recordset(${JSON.stringify(priced)}::jsonb)
      as v(id uuid, total text, net_total text, tax_total text, tax_lines jsonb)
    where ${orders.id} = v.id and ${orders.businessId} = ${businessId}`);
  return drafts.length;
}

/**
 * What the order's code takes off flowers at this price: the code's rule of now, nothing when the
 * order carries no code (or the code is gone) or the price is below the code's minimum.
 */
export async function discountFor(
  tx: Tx,
  order: Pick<OrderRow, 'discountCodeId' | 'businessId'>,
  price: string,
): Promise<string> {
  if (!order.discountCodeId) return '0.00';
  const [code] = await tx
    .select({ kind: discountCodes.kind, value: discountCodes.value, minOrder: discountCodes.minOrder })
    .from(discountCodes)
    .where(and(eq(discountCodes.id, order.discountCodeId), eq(discountCodes.businessId, order.businessId)));
  if (!code) return '0.00';
  const rule = {
    kind: code.kind,
    value: Number(code.value),
    min_order: code.minOrder === null ? null : Number(code.minOrder),
  };
  return decimal(discountCents(rule, toCents(Number(price))));
}

/** The stored figures as the API answers them. */
export function toTaxFigures(row: PriceColumns) {
  return {
    discount_total: Number(row.discountTotal),
    total: Number(row.total),
    net_total: Number(row.netTotal),
    tax_total: Number(row.taxTotal),
    tax_lines: row.taxLines.map(
      (line): TaxLine => ({ rate: Number(line.rate), base: Number(line.base), amount: Number(line.amount) }),
    ),
  };
}
