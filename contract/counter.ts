import { z } from 'zod';
import { zipcodeSchema } from './delivery';
import { applyDiscountInput } from './discount-codes';
import { giftCardApplyInput, giftCardValueSchema, issuedGiftCard } from './gift-cards';
import { moneySchema } from './money';
import { dateSchema } from './order-time';
import { orderMethods, publicOrder } from './orders';
import { freeItemInput, MAX_LINE_QUANTITY, MAX_ORDER_LINES, orderLineInput } from './product-lines';

// Free items are part of every staff order's lines (product-lines.ts); the counter's form names them too.
export { type FreeItemInput, freeItemInput } from './product-lines';

/**
 * Customer rules that staff may set aside for an order taken at the counter or on the phone. Each
 * must be asked for by name; one that is needed but not asked for is refused (409) naming it.
 */
export const counterOverrides = ['lead_time', 'cutoff', 'full_window', 'unserved_zipcode'] as const;
export type CounterOverride = (typeof counterOverrides)[number];

/** Ways to pay at the counter (`card` is the card in the shop; online card checkout is not one). */
export const shopPaymentMethods = ['cash', 'card', 'bank_transfer', 'other'] as const;

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
const optionalText = (max: number) => z.preprocess(blank, text(max).optional());
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ().\-/]{6,32}$/, 'Enter a phone number with digits, spaces and + ( ) -');

/**
 * A gift card sold with the order, at the value staff type (what is paid for it is what it holds):
 * `quantity` cards of `value` each. `product_id` names one of the shop's gift-card products; without
 * it the line is called "Gift card".
 */
export const counterGiftCardInput = z.object({
  product_id: z.preprocess(blank, z.uuid('Not a valid product').optional()),
  value: giftCardValueSchema,
  quantity: z
    .number({ error: 'Enter how many' })
    .int('Enter a whole number')
    .min(1, 'Sell at least one')
    .max(MAX_LINE_QUANTITY, `Sell at most ${MAX_LINE_QUANTITY} at once`)
    .default(1),
});
export type CounterGiftCardInput = z.infer<typeof counterGiftCardInput>;

/** Gift cards a customer pays with in one counter sale: a few, as a wallet holds them. */
export const MAX_REDEEMED_GIFT_CARDS = 5;

/**
 * A cash-and-carry sale: someone walks in, pays and takes the flowers along. Nobody asks their
 * name for that, so the order may have none and is then called WALK_IN_NAME.
 */
export const isWalkInSale = (input: { pickup_now?: boolean; handed_over?: boolean }) =>
  input.pickup_now === true && input.handed_over === true;

/** The name on an order whose walk-in customer gave none (back office: staff read it). */
export const WALK_IN_NAME = 'Walk-in';

/**
 * POST /api/orders/counter (JSON): a whole order entered by staff at once, already submitted.
 * `pickup_now`: a walk-in collects it today, now; `handed_over`: they take it with them (done).
 * Its lines: `items`, products as the storefront's cart chooses them (size, add-ons, quantity, priced
 * by the one rule); `free_items`, named and priced by staff; `gift_cards` sold with them. The older
 * one-line form still holds: `product_id` and `price` make one line at the price typed (a gift-card
 * product makes it a gift card of that value). `discount_code` takes a code off as on the storefront.
 * `redeem_gift_cards`: codes of the shop's gift cards the customer pays with (read as the order
 * page reads one: trimmed, upper case, without spaces or dashes); what they leave is paid with
 * `paid_with`.
 */
export const counterOrderInput = z
  .object({
    origin: z.enum(['counter', 'phone'], { error: 'Choose counter or phone' }),
    method: z.enum(orderMethods, { error: 'Choose delivery or pickup' }),
    pickup_now: z.boolean().default(false),
    handed_over: z.boolean().default(false),
    product_id: z.preprocess(blank, z.uuid('Not a valid product').optional()),
    /** The one-line form's price; 0 or left out with `items` or `free_items`. */
    price: moneySchema.default(0),
    items: z.array(orderLineInput).max(MAX_ORDER_LINES, `Use at most ${MAX_ORDER_LINES} lines`).default([]),
    free_items: z
      .array(freeItemInput)
      .max(MAX_ORDER_LINES, `Use at most ${MAX_ORDER_LINES} lines`)
      .default([]),
    /** Compared as the order page compares it: trimmed, upper case. */
    discount_code: z.preprocess(blank, applyDiscountInput.shape.code.optional()),
    /** Typed by staff, it stands; left out, the zip code's price is used. */
    delivery_price: z.preprocess(blank, moneySchema.optional()),
    /** Needed unless a walk-in takes the flowers along now (see WALK_IN_NAME). */
    customer_name: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : blank(value)),
      z
        .string({ error: 'Enter the customer’s name' })
        .trim()
        .max(120, 'Use at most 120 characters')
        .optional(),
    ),
    customer_email: z.preprocess(
      blank,
      z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address')).optional(),
    ),
    customer_phone: z.preprocess(blank, phone.optional()),
    recipient_name: optionalText(120),
    recipient_phone: z.preprocess(blank, phone.optional()),
    delivery_address: optionalText(300),
    delivery_unit: optionalText(60),
    delivery_city: optionalText(120),
    delivery_zipcode: z.preprocess(blank, zipcodeSchema.optional()),
    delivery_date: z.preprocess(blank, dateSchema.optional()),
    time_slot: z.preprocess(
      blank,
      z
        .string()
        .regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, 'Choose a time')
        .optional(),
    ),
    location_id: z.preprocess(blank, z.uuid('Choose a pickup location').optional()),
    card_message: optionalText(1000),
    special_instructions: optionalText(1000),
    note: optionalText(2000),
    assigned_to: z.preprocess(blank, z.uuid('Not a valid person').optional()),
    /** Paid at the counter in the same step; left out, the order waits for its payment. */
    paid_with: z.preprocess(
      blank,
      z.enum(shopPaymentMethods, { error: 'Choose how it was paid' }).optional(),
    ),
    gift_cards: z
      .array(counterGiftCardInput)
      .max(MAX_ORDER_LINES - 1, `Sell at most ${MAX_ORDER_LINES - 1} kinds of gift card at once`)
      .default([]),
    redeem_gift_cards: z
      .array(giftCardApplyInput.shape.code)
      .max(MAX_REDEEMED_GIFT_CARDS, `Redeem at most ${MAX_REDEEMED_GIFT_CARDS} gift cards at once`)
      .default([]),
    overrides: z
      .array(z.enum(counterOverrides, { error: 'Not a rule that can be set aside' }))
      .max(counterOverrides.length)
      .refine((list) => new Set(list).size === list.length, 'Name each rule once')
      .default([]),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (input.pickup_now && input.method !== 'pickup') issue('pickup_now', 'Only a pickup can be taken now');
    const lines =
      input.items.length + input.free_items.length + input.gift_cards.length + (input.product_id ? 1 : 0);
    if (lines === 0 && input.price === 0) issue('items', 'Add something to sell');
    if (lines > MAX_ORDER_LINES) issue('items', `Use at most ${MAX_ORDER_LINES} lines`);
    if (input.handed_over && !input.pickup_now) {
      issue('handed_over', 'Only flowers collected now can be handed over');
    }
    if (!input.pickup_now) {
      if (!input.delivery_date) issue('delivery_date', 'Choose a date');
      if (!input.time_slot) issue('time_slot', 'Choose a time');
    }
    if (!input.customer_name && !isWalkInSale(input)) issue('customer_name', 'Enter the customer’s name');
    // Compared as stored: "abcd-efgh…" and "ABCDEFGH…" are the same card.
    input.redeem_gift_cards.forEach((code, index) => {
      if (input.redeem_gift_cards.indexOf(code) < index) {
        ctx.addIssue({
          code: 'custom',
          path: ['redeem_gift_cards', index],
          message: 'This gift card is already in the list',
        });
      }
    });
  })
  // Past the check every order has a name to show: a nameless walk-in is called so.
  .transform((input) => ({ ...input, customer_name: input.customer_name ?? WALK_IN_NAME }));
export type CounterOrderInput = z.infer<typeof counterOrderInput>;

/**
 * The counter's answer: the order, and the gift cards its payment issued. A card's code is there
 * only when it could not be e-mailed, and only in this answer (docs/product.md, Gift cards).
 */
export const counterOrderAnswer = publicOrder.extend({ issued_gift_cards: z.array(issuedGiftCard) });
export type CounterOrderAnswer = z.infer<typeof counterOrderAnswer>;

/** POST /api/orders/{uuid}/unpaid: a payment taken in the shop recorded by mistake. */
export const unpaidInput = z.object({
  reason: z
    .string({ error: 'Say why' })
    .trim()
    .min(1, 'Say why the payment is undone')
    .max(500, 'Use at most 500 characters'),
});

/** POST /api/orders/{uuid}/refunds: money given back, in full or in part. */
export const refundInput = z.object({
  amount: moneySchema.refine((value) => value > 0, 'Refund more than 0'),
  reason: z
    .string({ error: 'Say why' })
    .trim()
    .min(1, 'Say why the money is given back')
    .max(500, 'Use at most 500 characters'),
});

export const orderRefund = z.object({
  id: z.string(),
  amount: z.number(),
  method: z.enum(['cash', 'card', 'bank_transfer', 'other', 'online']),
  reason: z.string(),
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

/** GET /api/orders/{uuid}/refunds: the refunds, newest first, and what is left to give back. */
export const orderRefunds = z.object({
  items: z.array(orderRefund),
  count: z.number().int(),
  refunded_total: z.number(),
  refundable: z.number(),
});
export type OrderRefunds = z.infer<typeof orderRefunds>;

/** GET /api/orders/counter/options?date&method: what the counter screen may offer on a date. */
export const counterOptionsQuery = z.object({
  date: dateSchema,
  method: z.enum(orderMethods, { error: 'Choose delivery or pickup' }),
});

export const counterOptions = z.object({
  pickup_locations: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The day's windows in order; a window a customer could not choose says why, and which override takes it. */
  windows: z.array(
    z.object({
      slot: z.string(),
      problem: z.enum(['too_soon', 'past_cutoff', 'full']).nullable(),
      override: z.enum(counterOverrides).nullable(),
    }),
  ),
  /** The shop is closed that day, or the date is outside what it takes orders for. */
  closed: z.boolean(),
});
export type CounterOptions = z.infer<typeof counterOptions>;
