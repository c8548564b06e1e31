import { toCents } from '@contract/cents';
import { type DiscountKind, discountCents } from '@contract/discount-codes';
import {
  goodsCents,
  linePricing,
  type PricedOrder,
  type PricingLine,
  priceOrder,
} from '@contract/order-pricing';
import { defaultTaxSettings, type TaxRates } from '@contract/tax';
import { checkMoney } from '../../lib/money-field';
import type { EditorLine, EditorProduct } from './editor-lines';

/*
 * The editor's live total, by the one pricing rule (contract/order-pricing.ts): a preview only, the
 * server prices the order itself when it is sent.
 */

/** The rate (percent) of one of the shop's classes; none or one gone: the default's. */
export function rateOfClass(tax: TaxRates | null | undefined, classId: string | null | undefined) {
  if (!tax) return undefined;
  const found =
    (classId ? tax.classes.find((c) => c.id === classId) : undefined) ??
    tax.classes.find((c) => c.is_default);
  return found?.rate ?? tax.settings.rate;
}

export type PricedEditorLine = {
  /** Null while it cannot be priced: a size not chosen yet, a price not typed. */
  total_cents: number | null;
  pricing: PricingLine[];
};

/** One line in cents with the parts the rule takes (its size at its rate, each add-on at its own). */
export function priceEditorLine(
  line: EditorLine,
  products: EditorProduct[] | undefined,
  tax: TaxRates | null | undefined,
): PricedEditorLine {
  const unpriced = { total_cents: null, pricing: [] };
  if (line.kind === 'free') {
    const checked = checkMoney(line.price);
    if (!('amount' in checked)) return unpriced;
    const cents = toCents(checked.amount) * line.quantity;
    const rate = rateOfClass(tax, line.tax_class_id);
    return { total_cents: cents, pricing: [{ cents, ...(rate !== undefined && { rate }) }] };
  }
  const product = products?.find((p) => p.id === line.product_id);
  if (!product) return unpriced;
  const variant = product.variants.find((v) => v.id === line.variant_id);
  if (product.variants.length > 0 && !variant) return unpriced;
  const options = product.options.filter((o) => line.option_ids.includes(o.id));
  const unit =
    toCents(variant?.price ?? product.price) + options.reduce((sum, o) => sum + toCents(o.price), 0);
  const total = unit * line.quantity;
  return {
    total_cents: total,
    pricing: linePricing({
      total_cents: total,
      quantity: line.quantity,
      rate: variant?.tax_rate ?? product.tax_rate,
      gift_card: product.kind === 'gift_card',
      options: options.map((o) => ({ cents: toCents(o.price), rate: o.tax_rate })),
    }),
  };
}

/** A discount code's rule, as the server checked it: the editor works out what it takes off. */
export type DiscountRule = { kind: DiscountKind; value: number; min_order: number | null };

/**
 * The order's total for the lines, with a discount (decimal money, or a code's rule applied to the
 * goods as the server applies it), a delivery price and gift cards sold when they are known.
 * Without the shop's rates, prices are taken as entered.
 */
export function editorTotal({
  lines,
  products,
  tax,
  discount = 0,
  discountRule,
  delivery = 0,
  giftCards = [],
}: {
  lines: EditorLine[];
  products: EditorProduct[] | undefined;
  tax: TaxRates | null | undefined;
  discount?: number;
  discountRule?: DiscountRule | undefined;
  delivery?: number;
  /** Gift cards sold beside the lines (decimal money each): untaxed, never discounted. */
  giftCards?: number[];
}): PricedOrder & { goods_cents: number } {
  const pricing = [
    ...lines.flatMap((line) => priceEditorLine(line, products, tax).pricing),
    ...giftCards.map((value) => ({ cents: toCents(value), giftCard: true })),
  ];
  const priced = priceOrder({
    lines: pricing,
    delivery: toCents(delivery),
    // The code's amount of the goods only, gift cards left out (docs/decisions/046), as the server.
    discount: discountRule ? discountCents(discountRule, goodsCents(pricing)) : toCents(discount),
    tax: tax?.settings ?? { ...defaultTaxSettings },
  });
  return { ...priced, goods_cents: pricing.reduce((sum, line) => sum + line.cents, 0) };
}
