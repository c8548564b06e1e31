import { discountCents } from '@contract/discount-codes';
import { fromCents, moneyColumn, toCents } from '@contract/money';
import { goodsCents, type PricingLine, priceOrderInDetail } from '@contract/order-pricing';
import type { TaxLine, TaxSettings } from '@contract/tax';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { discountCodes, orderItems, orders } from '../../../db/schema';
import { getTaxSettings, readTaxClasses } from '../../tax';
import { rateItem } from '../lines/line-rates';
import { pricingLines } from '../lines/order-items.service';
import type { OrderRow } from '../queries/order-mapping.service';

/*
 * Where an order's money is written (docs/decisions/025, 046). Every insert that sets `price`,
 * `delivery_price` or `method` spreads `pricedColumns(…)` (the shop's tax, the order's rated lines)
 * into its values, and every update of an existing order's prices `await repriceColumns(tx, order, …)`,
 * so total, net_total, tax_total, tax_lines and how they were priced (tax_included,
 * delivery_tax_rate, goods_net) always follow the one rule of contract/order-pricing.
 */

type Money = Pick<OrderRow, 'method' | 'price' | 'deliveryPrice'> & {
  /** A discount code's amount (decimal text), taken off the goods before tax (docs/decisions/043). */
  discountTotal?: string | undefined;
};
export type PriceColumns = Pick<
  OrderRow,
  | 'total'
  | 'netTotal'
  | 'taxTotal'
  | 'taxLines'
  | 'discountTotal'
  | 'taxIncluded'
  | 'deliveryTaxRate'
  | 'goodsNet'
>;

/** The price columns of an update prepared once, as placeholders named as priceParams names them. */
export const pricePlaceholders = () => {
  const p = sql.placeholder;
  return {
    total: sql`${p('total')}::numeric`,
    netTotal: sql`${p('net_total')}::numeric`,
    taxTotal: sql`${p('tax_total')}::numeric`,
    taxLines: sql`${p('tax_lines')}::jsonb`,
    discountTotal: sql`${p('discount_total')}::numeric`,
    taxIncluded: sql`${p('tax_included')}::boolean`,
    deliveryTaxRate: sql`${p('delivery_tax_rate')}::numeric`,
    goodsNet: sql`${p('goods_net')}::numeric`,
  };
};

/** The values of pricePlaceholders' placeholders. */
export const priceParams = (prices: PriceColumns) => ({
  total: prices.total,
  net_total: prices.netTotal,
  tax_total: prices.taxTotal,
  tax_lines: JSON.stringify(prices.taxLines),
  discount_total: prices.discountTotal,
  tax_included: prices.taxIncluded,
  delivery_tax_rate: prices.deliveryTaxRate,
  goods_net: prices.goodsNet,
});

/** What the pricing rule reads of the tax: the shop's settings, or the rule a placed order keeps. */
export type TaxRule = Parameters<typeof priceOrderInDetail>[0]['tax'];

const decimal = (cents: number) => moneyColumn(fromCents(cents));

const deliveryCents = (money: Money) =>
  money.method === 'delivery' ? toCents(Number(money.deliveryPrice ?? 0)) : 0;

/**
 * The stored figures of an order with these prices and lines under this tax rule. `lines` are its
 * items at their stored rates (order-items.service.ts pricingLines), which add up to `price`.
 */
export function pricedColumns(money: Money, tax: TaxRule, lines: PricingLine[]): PriceColumns {
  const priced = priceOrderInDetail({
    lines,
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
    taxIncluded: tax.prices_include_tax,
    deliveryTaxRate: priced.delivery_rate.toFixed(3),
    goodsNet: decimal(priced.goods_net),
  };
}

/**
 * The rule a placed order is priced by whatever the shop's settings say now (docs/decisions/046):
 * its lines carry their rates, its delivery's rate and whether its prices include the tax are
 * stored on it. Nothing is guessed from its figures.
 */
export function placedRule(order: Pick<OrderRow, 'taxIncluded' | 'deliveryTaxRate'>): TaxRule {
  const deliveryRate = Number(order.deliveryTaxRate);
  return {
    mode: 'vat',
    prices_include_tax: order.taxIncluded,
    rate: 0,
    delivery_taxed: deliveryRate > 0,
    delivery_rate: deliveryRate,
  };
}

/** The order's lines as the pricing rule takes them, read at their stored rates. */
async function linesOf(tx: Tx, orderId: string): Promise<PricingLine[]> {
  const items = await tx
    .select({
      total: orderItems.total,
      kind: orderItems.kind,
      quantity: orderItems.quantity,
      taxRate: orderItems.taxRate,
      options: orderItems.options,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return pricingLines(items);
}

/**
 * New prices of an existing order: a draft is priced at the shop's settings of now, a placed order
 * by the rule it was placed with; both read their lines' stored rates (a draft's follow the shop's
 * classes: repriceDrafts rates them again when those change). A path that changes an order's
 * prices spreads this into its update, after putting a new price on the line.
 */
export async function repriceColumns(
  tx: Tx,
  order: OrderRow,
  prices: Pick<OrderRow, 'price' | 'deliveryPrice'>,
): Promise<PriceColumns> {
  const lines = await linesOf(tx, order.id);
  const code = await codeRuleOf(tx, order);
  const shopTax =
    order.orderStatus === 'draft' ? await getTaxSettings(tx, { businessId: order.businessId }) : null;
  return repricedColumns(order, prices, { lines, code, shopTax });
}

/** A code's rule as the pricing rule takes it (discount-codes.ts discountCents). */
export type CodeRule = { kind: 'percent' | 'fixed'; value: string; minOrder: string | null };

/**
 * repriceColumns for a caller that has read what it needs already: the order's lines, the code it
 * carries (null: none) and, for a draft, the shop's tax settings. No statement is sent.
 */
export function repricedColumns(
  order: Pick<OrderRow, 'method' | 'orderStatus' | 'taxIncluded' | 'deliveryTaxRate'>,
  prices: Pick<OrderRow, 'price' | 'deliveryPrice'>,
  { lines, code, shopTax }: { lines: PricingLine[]; code: CodeRule | null; shopTax: TaxSettings | null },
): PriceColumns {
  // The code stays on the order; what it takes off follows the goods (docs/decisions/043).
  const discountTotal = code ? codeDiscount(code, goodsCents(lines)) : '0.00';
  if (order.orderStatus === 'draft' && !shopTax)
    throw new Error('a draft is priced at the shop’s tax settings');
  const rule = order.orderStatus === 'draft' && shopTax ? shopTax : placedRule(order);
  return pricedColumns({ method: order.method, ...prices, discountTotal }, rule, lines);
}

/**
 * Drafts follow the shop's rates until they are submitted (the rates are fixed then): after a
 * change of the settings or the classes every live draft of the shop has its lines rated again
 * and is priced again, in the change's transaction, two statements whatever their number.
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
  const book = { tax, classes: await readTaxClasses(tx, { businessId }) };
  const items = await tx
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        drafts.map((d) => d.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  const rated = items.map((item) => rateItem(book, item));
  const byOrder = new Map<string, typeof rated>();
  for (const item of rated) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  if (rated.length > 0) {
    const lines = rated.map((item) => ({
      id: item.id,
      tax_rate: item.taxRate,
      tax_class_name: item.taxClassName,
      options: item.options,
    }));
    await tx.execute(sql`
      update ${orderItems} set
        tax_rate = v.tax_rate::numeric,
        tax_class_name = v.tax_class_name,
        options = v.options
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
        as v(id uuid, tax_rate text, tax_class_name text, options jsonb)
      where ${orderItems.id} = v.id and ${orderItems.businessId} = ${businessId}`);
  }
  // The discount's amount depends on the goods only, which a tax change leaves as they are.
  const priced = drafts.map((draft) => {
    const columns = pricedColumns(draft, tax, pricingLines(byOrder.get(draft.id) ?? []));
    return {
      id: draft.id,
      total: columns.total,
      net_total: columns.netTotal,
      tax_total: columns.taxTotal,
      tax_lines: columns.taxLines,
      tax_included: columns.taxIncluded,
      delivery_tax_rate: columns.deliveryTaxRate,
      goods_net: columns.goodsNet,
    };
  });
  await tx.execute(sql`
    update ${orders} set
      total = v.total::numeric,
      net_total = v.net_total::numeric,
      tax_total = v.tax_total::numeric,
      tax_lines = v.tax_lines,
      tax_included = v.tax_included,
      delivery_tax_rate = v.delivery_tax_rate::numeric,
      goods_net = v.goods_net::numeric
    from jsonb_to_recordset(${JSON.stringify(priced)}::jsonb)
      as v(id uuid, total text, net_total text, tax_total text, tax_lines jsonb, tax_included boolean,
        delivery_tax_rate text, goods_net text)
    where ${orders.id} = v.id and ${orders.businessId} = ${businessId}`);
  return drafts.length;
}

/** The rule of the code the order carries; null when it has none (or it is not the shop's). */
async function codeRuleOf(tx: Tx, order: Pick<OrderRow, 'discountCodeId' | 'businessId'>) {
  if (!order.discountCodeId) return null;
  const [code] = await tx
    .select({ kind: discountCodes.kind, value: discountCodes.value, minOrder: discountCodes.minOrder })
    .from(discountCodes)
    .where(and(eq(discountCodes.id, order.discountCodeId), eq(discountCodes.businessId, order.businessId)));
  return code ?? null;
}

/**
 * What the code takes off goods costing `goods` cents (gift cards are not goods), as decimal text:
 * nothing when the goods are below the code's minimum.
 */
function codeDiscount(code: CodeRule, goods: number): string {
  const rule = {
    kind: code.kind,
    value: Number(code.value),
    min_order: code.minOrder === null ? null : Number(code.minOrder),
  };
  return decimal(discountCents(rule, goods));
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
