import { orderLanguage } from '@contract/languages';
import { legalAddressLine } from '@contract/legal-details';
import { toCents } from '@contract/money';
import { lineDetails } from '@contract/product-lines';
import type { TaxMode } from '@contract/tax';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { readItemsOf } from '../../db/order-lines';
import { orders } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findShop, getSellerDetails } from '../business';
import { orderPayments } from '../gift-cards';
import { todayIn } from '../scheduling';
import { type Figures, invoiceFigures, type RateFigures } from './invoice-figures';
import { lineRates } from './line-rates';

/*
 * What an invoice prints, copied when it is issued (docs/decisions/047): nothing it shows is read
 * again later, so a renamed product, a changed address or new tax settings never change a document
 * already issued. Money is whole cents; the texts around it come from the language's catalog.
 */

/** Most lines an order may have is 20 (docs/product.md, Products); an invoice prints at most this many. */
export const MAX_INVOICE_LINES = 60;

export type Seller = {
  /** The legal name, else the shop's name. */
  name: string;
  shop_name: string;
  /** Street, then postal code and town; the shop's address as typed when no legal details were saved. */
  address_lines: string[];
  country: string | null;
  vat_id: string | null;
  tax_number: string | null;
  register_entry: string | null;
  responsible_person: string | null;
  phone: string;
  email: string;
  /** The shop's address in the app, for the mail's links to its imprint; absent in older documents. */
  shop_url?: string;
};

export type DocumentParty = { name: string | null; email: string | null; phone: string | null };

type Common = {
  version: 1;
  language: 'en' | 'de';
  currency: string;
  time_zone: string;
  tax_mode: TaxMode;
  seller: Seller;
  customer: DocumentParty;
  order: { number: number; uuid: string };
};

export type InvoiceLine = Figures & {
  /** Null: the order was a price alone ("Flowers" in the document's language). */
  name: string | null;
  details: string;
  quantity: number;
  unit: number;
  gift_card: boolean;
};

export type InvoiceSnapshot = Common & {
  kind: 'invoice';
  method: 'delivery' | 'pickup';
  recipient: (DocumentParty & { address_lines: string[] }) | null;
  /** The date of supply: the day of delivery or pickup (YYYY-MM-DD, the shop's calendar). */
  delivery_date: string;
  prices_include_tax: boolean;
  lines: InvoiceLine[];
  /** Lines the document left out, past MAX_INVOICE_LINES (their money is in the totals). */
  lines_left_out: number;
  delivery: Figures | null;
  discount: { code: string | null; parts: Figures[] } | null;
  rates: RateFigures[];
  net_total: number;
  tax_total: number;
  total: number;
  payment: {
    method: string | null;
    paid_at: string | null;
    gift_cards: { last4: string; amount: number }[];
  };
};

export type CreditNoteSnapshot = Common & {
  kind: 'credit_note';
  invoice: { number: string; issued_at: string };
  reason: string | null;
  rates: RateFigures[];
  net_total: number;
  tax_total: number;
  total: number;
};

export type DocumentSnapshot = InvoiceSnapshot | CreditNoteSnapshot;

/** The shop's calendar year at an instant: the year the number counts in. */
export function shopYear(timeZone: string, now: Date): number {
  try {
    return Number(todayIn(timeZone, now).slice(0, 4));
  } catch {
    return now.getUTCFullYear();
  }
}

export function shopDate(timeZone: string, now: Date): string {
  try {
    return todayIn(timeZone, now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** The order (deleted or not: a payment reported for it still gets its invoice) with its shop. */
export async function readOrderForInvoice(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('order');
  // One after the other: a transaction is one connection.
  const shop = await findShop(tx, order.businessId);
  const { legal, shopAddress } = await getSellerDetails(tx, { businessId: order.businessId });
  const items = await readItemsOf(tx, order.id);
  return { order, shop: { ...shop, address: shopAddress }, legal, items };
}

type OrderForInvoice = Awaited<ReturnType<typeof readOrderForInvoice>>;

/** The seller as the legal details name it; the shop's name and address as typed until they are saved. */
export function sellerOf({ shop, legal }: Pick<OrderForInvoice, 'shop' | 'legal'>): Seller {
  const street = legal.street;
  return {
    name: legal.legal_name ?? shop.name,
    shop_name: shop.name,
    address_lines: street
      ? [street, [legal.zipcode, legal.city].filter(Boolean).join(' ')]
      : [shop.address].filter(Boolean),
    country: legal.country,
    vat_id: legal.vat_id,
    tax_number: legal.tax_number,
    register_entry: legal.register_entry,
    responsible_person: legal.responsible_person,
    phone: shop.phone,
    email: shop.email,
    shop_url: shop.url,
  };
}

export function commonOf(read: OrderForInvoice): Common {
  const { order, shop } = read;
  return {
    version: 1,
    language: orderLanguage(order, shop),
    currency: shop.currency,
    time_zone: shop.timeZone,
    tax_mode: shop.taxMode,
    seller: sellerOf(read),
    customer: { name: order.senderName, email: order.senderEmail, phone: order.senderPhone },
    order: { number: order.number, uuid: order.id },
  };
}

/** Everything the order's invoice prints, as of now. */
export async function invoiceSnapshot(tx: Tx, read: OrderForInvoice, now: Date): Promise<InvoiceSnapshot> {
  const { order, items } = read;
  const rates = lineRates(order, items);
  // An order made before it had lines is its price alone, at delivery's side of the rule: one part.
  const parts =
    rates.parts.length > 0
      ? rates.parts
      : [{ line: 0, cents: toCents(Number(order.price)), rate: 0, noDiscount: false }];
  const delivery = order.method === 'delivery' ? toCents(Number(order.deliveryPrice ?? 0)) : 0;
  const figures = invoiceFigures({
    lines: parts,
    delivery: delivery > 0 ? { cents: delivery, rate: rates.delivery } : null,
    discount: toCents(Number(order.discountTotal)),
    pricesIncludeTax: rates.pricesIncludeTax,
  });
  // Each printed line adds up its parts (a line and its add-ons at another rate).
  const count = Math.max(items.length, 1);
  const perLine = Array.from({ length: count }, (_, line) => {
    const mine = figures.lines.filter((_, index) => parts[index]?.line === line);
    const add = (key: 'amount' | 'net' | 'tax' | 'gross') => mine.reduce((sum, f) => sum + f[key], 0);
    return { amount: add('amount'), net: add('net'), tax: add('tax'), gross: add('gross') };
  });
  const printed: InvoiceLine[] = perLine.slice(0, MAX_INVOICE_LINES).map((figure, index) => {
    const item = items[index];
    return {
      ...figure,
      rate: item ? item.tax_rate : (parts[0]?.rate ?? 0),
      name: item ? item.product_name : order.productName,
      details: item ? lineDetails(item) : '',
      quantity: item?.quantity ?? 1,
      unit: item ? toCents(item.unit_price) : figure.amount,
      gift_card: item?.kind === 'gift_card',
    };
  });
  const { payments } = await orderPayments(tx, { ...order, editable: false });
  return {
    kind: 'invoice',
    ...commonOf(read),
    method: order.method,
    recipient:
      order.method === 'delivery'
        ? {
            name: order.recipientName,
            email: null,
            phone: order.recipientPhone,
            address_lines: [
              [order.deliveryAddress, order.deliveryUnit].filter(Boolean).join(', '),
              legalAddressLine({ street: null, zipcode: order.deliveryZipcode, city: order.deliveryCity }),
            ].filter(Boolean),
          }
        : null,
    delivery_date: order.deliveryDate ?? shopDate(read.shop.timeZone, order.paidAt ?? now),
    prices_include_tax: rates.pricesIncludeTax,
    lines: printed,
    lines_left_out: perLine.length - printed.length,
    delivery: figures.delivery,
    discount: figures.discount.length > 0 ? { code: order.discountCode, parts: figures.discount } : null,
    rates: figures.rates,
    net_total: figures.net_total,
    tax_total: figures.tax_total,
    total: figures.total,
    payment: {
      method: order.paymentMethod,
      paid_at: (order.paidAt ?? now).toISOString(),
      gift_cards: payments.map((p) => ({ last4: p.code_last4, amount: toCents(p.amount) })),
    },
  };
}
