import { z } from 'zod';
import { listOf, pageCursor } from './common';
import { deliveryProgressFields, deliveryStatusSchema } from './delivery-run';
import { blankToUndefined, text } from './form-values';
import { issuedGiftCard, orderPaymentFields } from './gift-cards';
import { LANGUAGES } from './languages';
import { moneySchema } from './money';
import { moneyPayment } from './money-payments';
import { dateSchema } from './order-time';
import {
  orderListFilters,
  orderMethods,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
} from './order-values';
import { orderItem, staffLinesField } from './product-lines';
import { taxLine, taxModes } from './tax';
import { orderNoticeEntry } from './texts';

export {
  type OrderListFilter,
  type OrderMethod,
  type OrderStatus,
  orderListFilters,
  orderMethods,
  orderStatuses,
  type PaymentMethod,
  type PaymentStatus,
  paymentMethods,
  paymentStatuses,
} from './order-values';

/** Money typed in a form field ("12,50" as well as "12.50"); blank means not given. */
const formMoney = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.replace(',', '.')) : blankToUndefined(v)),
  moneySchema,
);

/**
 * POST /api/orders/draft (form data). Its lines: `lines` (JSON text of {items, free_items}, priced
 * as at the counter), then the older one line, `product_id` at `price`. `price` may be left out
 * only when `lines` has some.
 */
export const orderDraftInput = z.object({
  method: z.enum(orderMethods, { error: 'Choose delivery or pickup' }),
  price: z.preprocess(blankToUndefined, formMoney.optional()),
  lines: staffLinesField,
  /** Left empty, it is taken from the customer's zip code when they submit. */
  delivery_price: z.preprocess(blankToUndefined, formMoney.optional()),
  product_id: z.preprocess(blankToUndefined, z.uuid('Not a valid product').optional()),
  note: z.preprocess(blankToUndefined, text(2000).optional()),
  assigned_to: z.preprocess(blankToUndefined, z.uuid('Not a valid person').optional()),
});
export type OrderDraftInput = z.infer<typeof orderDraftInput>;

const nullableString = z.string().nullable();

/** What anyone with the link sees: never the note, the assignee, the cost or the history. */
export const publicOrder = z.object({
  uuid: z.string(),
  number: z.number().int(),
  order_status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  payment_method: z.enum(paymentMethods).nullable(),
  method: z.enum(orderMethods),
  price: z.number(),
  delivery_price: z.number().nullable(),
  total: z.number(),
  /** The total without tax, and the tax in it, per rate (docs/decisions/025): net + tax = total. */
  net_total: z.number(),
  tax_total: z.number(),
  tax_lines: z.array(taxLine),
  /** The discount code applied (docs/decisions/043), and what it takes off the flowers before tax. */
  discount_code: nullableString,
  discount_total: z.number(),
  /** How the shop names its tax (VAT or sales tax); none when it charges none. */
  tax_mode: z.enum(taxModes),
  /** True when the tax is part of the prices ("incl. 7 % VAT"), false when added on top. */
  tax_included: z.boolean(),
  /**
   * The rate delivery is (or would be) taxed at, in percent; 0: untaxed. With it the order page
   * shows the total with the delivery price of the zip code typed, before the server sets it.
   */
  delivery_tax_rate: z.number(),
  currency: z.string(),
  product_id: nullableString,
  /** The product's name when the order was made (storefront orders, or staff choosing one). */
  product_name: nullableString,
  /** Its lines (product-lines.ts); `price` is the sum of their totals, the first names product_id. */
  items: z.array(orderItem),
  photo_reference: nullableString,
  polaroid_photo: nullableString,
  sender_name: nullableString,
  sender_email: nullableString,
  sender_phone: nullableString,
  recipient_name: nullableString,
  recipient_phone: nullableString,
  delivery_address: nullableString,
  delivery_unit: nullableString,
  delivery_city: nullableString,
  delivery_zipcode: nullableString,
  delivery_date: nullableString,
  time_slot: nullableString,
  location_id: nullableString,
  card_message: nullableString,
  special_instructions: nullableString,
  /** Gift cards alone (docs/decisions/053): where and when their e-mail goes; null when not said. */
  gift_recipient_email: nullableString,
  gift_message: nullableString,
  gift_send_on: nullableString,
  submitted_at: nullableString,
  created_at: z.string(),
  /** Whether the customer may still change what they submitted. */
  editable: z.boolean(),
  /** A ready delivery's progress (delivery-run.ts); null for pickups and orders still in the shop. */
  delivery_status: deliveryStatusSchema,
  business: z.object({ name: z.string(), url: z.string(), phone: z.string(), email: z.string() }),
  ...orderPaymentFields,
  /** The customer's language, or the shop's until they chose one (docs/decisions/042). */
  language: z.enum(LANGUAGES),
});
export type PublicOrder = z.infer<typeof publicOrder>;

export const orderHistoryEntry = z.object({
  from_status: z.enum(orderStatuses).nullable(),
  to_status: z.enum(orderStatuses),
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
});

export const internOrder = publicOrder.extend({
  note: z.string(),
  assigned_to: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** What the shop noted on the order's customer ("no lilies — allergic"); null without one. */
  customer_note: nullableString,
  paid_at: nullableString,
  /** What the flowers recorded for it cost (stock sales), in the shop's currency; 0 when none yet. */
  cost: z.number(),
  history: z.array(orderHistoryEntry),
  /** Every notice to the customer or the recipient, e-mail or text, as sent (docs/decisions/066). */
  notices: z.array(orderNoticeEntry),
  /**
   * The order's money (docs/decisions/048): received less payments undone, given back, and what
   * was received beyond its price and not yet given back (its price was lowered after payment).
   */
  received_total: z.number(),
  refunded_total: z.number(),
  owed_back: z.number(),
  /** Each payment of money, first taken first: the receipt lists them beside the gift cards. */
  money_payments: z.array(moneyPayment),
  ...deliveryProgressFields,
});
export type InternOrder = z.infer<typeof internOrder>;

/** One row of the order lists: what a florist needs to pick the next order. */
export const orderListItem = z.object({
  uuid: z.string(),
  number: z.number().int(),
  order_status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  method: z.enum(orderMethods),
  total: z.number(),
  recipient_name: nullableString,
  delivery_date: nullableString,
  time_slot: nullableString,
  delivery_city: nullableString,
  assigned_to: nullableString,
  /** Photo URLs; each has a thumbnail beside it, named with -thumb before .webp. */
  photo_reference: nullableString,
  polaroid_photo: nullableString,
  created_at: z.string(),
  ...deliveryProgressFields,
});
export type OrderListItem = z.infer<typeof orderListItem>;

export const orderListQuery = z.object({
  status: z.enum(orderListFilters).default('all'),
  limit: z.coerce.number().int().min(1).max(300).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const statusChangeInput = z.object({ status: z.enum(orderStatuses, { error: 'Choose a status' }) });
export const noteInput = z.object({ note: text(2000) });
export const assignInput = z.object({ assigned_to: z.uuid('Not a valid person').nullable() });
export const markPaidInput = z.object({
  payment_method: z.enum(['cash', 'card', 'bank_transfer', 'other'], { error: 'Choose how it was paid' }),
});

/** POST /api/orders/{uuid}/paid answers the gift cards the payment issued (codes only when not e-mailed). */
export const markPaidAnswer = z.object({ ok: z.literal(true), issued_gift_cards: z.array(issuedGiftCard) });
export type MarkPaidAnswer = z.infer<typeof markPaidAnswer>;

const calendarRangeFields = z.object({ start_date: dateSchema, end_date: dateSchema });
const withinRange = <T extends z.ZodType<{ start_date: string; end_date: string }>>(schema: T) =>
  schema
    .refine((q) => q.end_date >= q.start_date, { message: 'End on or after the start', path: ['end_date'] })
    .refine((q) => (Date.parse(q.end_date) - Date.parse(q.start_date)) / 86_400_000 <= 62, {
      message: 'Ask for at most 62 days at once',
      path: ['end_date'],
    });
export const calendarQuery = withinRange(calendarRangeFields);

/**
 * GET /api/orders/calendar: without `limit` the range's whole list, as it always answered; with
 * it, a page, and `cursor` (the previous page's `next_cursor`, opaque) for the next (docs/decisions/068).
 */
export const CALENDAR_PAGE_MAX = 200;
export const calendarPageQuery = withinRange(
  calendarRangeFields.extend({
    limit: z.coerce.number().int().min(1).max(CALENDAR_PAGE_MAX).optional(),
    ...pageCursor,
  }),
).refine((q) => !q.cursor || q.limit !== undefined, { message: 'Give the page’s limit', path: ['limit'] });
export type CalendarPageQuery = z.infer<typeof calendarPageQuery>;
export const calendarPage = listOf(orderListItem).extend({
  /** With `limit` only: pass as `cursor` for the next page; null on the last. `count` is the whole range's. */
  next_cursor: z.string().nullable().optional(),
});
export type CalendarPage = z.infer<typeof calendarPage>;

/**
 * GET /api/orders/calendar/days: a month at a glance without every order in it. Each day that has
 * orders says how many and carries the first few (by window, then number); the day's whole list
 * comes from GET /api/orders/calendar for that one day.
 */
export const CALENDAR_DAY_PREVIEW = 3;
export const calendarDay = z.object({
  date: z.string(),
  count: z.number().int(),
  orders: z.array(orderListItem),
});
export const calendarDays = z.object({ days: z.array(calendarDay) });
export type CalendarDay = z.infer<typeof calendarDay>;

/** GET /api/orders/{uuid}/options: what the customer's form may offer and must ask. */
export const orderOptions = z.object({
  order_form: z.object({
    delivery_enabled: z.boolean(),
    pickup_enabled: z.boolean(),
    require_recipient_phone: z.boolean(),
    card_message_enabled: z.boolean(),
    card_message_max_length: z.number().int(),
    allow_pay_in_shop: z.boolean(),
  }),
  pickup_locations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      city: z.string(),
      zipcode: z.string(),
      phone: z.string(),
    }),
  ),
  /** The zip codes the shop delivers to, for suggestions; the city is that of the serving location. */
  delivery_zipcodes: z.array(z.object({ zipcode: z.string(), city: z.string(), delivery_price: z.number() })),
  /** The customer can pay by card: the server has card-payment keys and the shop a connected account. */
  card_payments: z.boolean(),
  /** The shop's time zone: the page counts days (a gift card's send day) on the shop's calendar. */
  time_zone: z.string(),
});
export type OrderOptions = z.infer<typeof orderOptions>;

/** POST /api/orders/{uuid}/prices: staff correct the prices until the order is done. */
export const pricesInput = z.object({
  price: moneySchema,
  /** Null: taken from the customer's zip code when they submit (drafts only). */
  delivery_price: moneySchema.nullable(),
});

export const addressSuggestionsQuery = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(200),
});
export const addressSuggestions = z.object({
  /** geocoder: from the configured address service; zipcodes: the zip codes the shop serves. */
  source: z.enum(['geocoder', 'zipcodes']),
  items: z.array(z.object({ label: z.string(), address: z.string(), city: z.string(), zipcode: z.string() })),
});
export type AddressSuggestions = z.infer<typeof addressSuggestions>;
