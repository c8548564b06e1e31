import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  businessIdColumn,
  counterPartColumn,
  createdAtColumn,
  idColumn,
  moneyColumn,
  updatedAtColumn,
} from './columns';
import { customers } from './customers';
import { locations } from './delivery';
import { products } from './products';
import { users } from './users';

export const orders = pgTable(
  'orders',
  {
    /** The uuid of docs/product.md (Orders): random (v4), the capability in the customer's link. */
    id: idColumn(),
    businessId: businessIdColumn(),
    /** Per shop, sequential, shown to people (#1001); 0 for a storefront draft not yet submitted. */
    number: integer('number').notNull(),
    orderStatus: text('order_status', { enum: ['draft', 'pending', 'ready', 'done'] })
      .notNull()
      .default('draft'),
    paymentStatus: text('payment_status', { enum: ['pending', 'ready', 'done', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    paymentMethod: text('payment_method', {
      enum: ['cash', 'card', 'bank_transfer', 'other', 'online', 'gift_card'],
    }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The newest card payment session opened for the order; older ones may still complete. */
    stripeSessionId: text('stripe_session_id'),
    /** Set when a card payment completes; refunds name it. */
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    method: text('method', { enum: ['delivery', 'pickup'] }).notNull(),
    price: moneyColumn('price').notNull(),
    /** Null until known: staff may leave it to the customer's zip code. */
    deliveryPrice: moneyColumn('delivery_price'),
    /**
     * True when staff typed the delivery price: it then stands on every submission. Otherwise the
     * price is the zip code's, recomputed whenever the customer submits (docs/decisions/018).
     */
    deliveryPriceManual: boolean('delivery_price_manual').notNull().default(false),
    productId: uuid('product_id').references(() => products.id),
    /** The product's name when the order was made: it stays if the product is renamed or deleted. */
    productName: text('product_name'),
    note: text('note').notNull().default(''),
    // An invitee who never joined is deleted; what was given to them is then given to no one.
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    photoReference: text('photo_reference'),
    polaroidPhoto: text('polaroid_photo'),
    senderName: text('sender_name'),
    senderEmail: text('sender_email'),
    senderPhone: text('sender_phone'),
    recipientName: text('recipient_name'),
    recipientPhone: text('recipient_phone'),
    deliveryAddress: text('delivery_address'),
    deliveryUnit: text('delivery_unit'),
    deliveryCity: text('delivery_city'),
    deliveryZipcode: text('delivery_zipcode'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    /** "09:00-12:00"; sorts by its start as text. */
    timeSlot: text('time_slot'),
    locationId: uuid('location_id').references(() => locations.id),
    customerId: uuid('customer_id').references(() => customers.id),
    cardMessage: text('card_message'),
    specialInstructions: text('special_instructions'),
    /**
     * An order of gift cards alone (docs/decisions/053) has no date or time: its cards are e-mailed
     * to this address (a copy to the buyer) with this message on this day of the shop's calendar.
     */
    giftRecipientEmail: text('gift_recipient_email'),
    giftMessage: text('gift_message'),
    giftSendOn: date('gift_send_on', { mode: 'string' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    /** Deleted orders stay for the books and leave every list. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Where the order was started: a draft staff sent as a link, the storefront, the counter (a
     * walk-in) or the phone. Storefront drafts never completed are cleared after a while.
     */
    /**
     * The customer's language ('en' | 'de'), set when they start or submit the order; their e-mails
     * go in it. Null on orders staff started that the customer has not submitted: the shop's language.
     */
    language: text('language'),
    origin: text('origin', { enum: ['staff', 'storefront', 'counter', 'phone'] })
      .notNull()
      .default('staff'),
    /**
     * What the customer pays, and its split into net and tax, written by the one pricing rule
     * (modules/orders/order-pricing) on every change of a price, method or tax setting, so that
     * every sum in SQL reads these columns instead of repeating the rule.
     */
    total: moneyColumn('total').notNull().default('0'),
    netTotal: moneyColumn('net_total').notNull().default('0'),
    taxTotal: moneyColumn('tax_total').notNull().default('0'),
    /** One line per tax rate: `{rate, base, amount}` (rate in percent, money as decimal text). */
    taxLines: jsonb('tax_lines')
      .$type<{ rate: string; base: string; amount: string }[]>()
      .notNull()
      .default([]),
    /**
     * What gift cards pay of the total (the sum of order_gift_cards.amount, kept with it): the
     * customer owes total − this (docs/decisions/044).
     */
    /**
     * How the order was priced, beside its lines' rates (docs/decisions/046): whether its prices
     * include the tax, the rate its delivery is taxed at (0: untaxed), and the goods' net after
     * the discount (no delivery, no gift cards), on which margins are counted.
     */
    taxIncluded: boolean('tax_included').notNull().default(true),
    deliveryTaxRate: numeric('delivery_tax_rate', { precision: 6, scale: 3 }).notNull().default('0'),
    goodsNet: moneyColumn('goods_net').notNull().default('0'),
    giftCardTotal: moneyColumn('gift_card_total').notNull().default('0'),
    /**
     * The discount code the customer applied (docs/decisions/043): which one, its text as applied
     * (it stays if the code is renamed or deleted), and what it takes off the flowers, kept by the
     * pricing rule with the totals above.
     */
    discountCodeId: uuid('discount_code_id'),
    discountCode: text('discount_code'),
    discountTotal: moneyColumn('discount_total').notNull().default('0'),
    /**
     * Money received for the order, less payments undone (the sum of its payment and reversal
     * entries in payment_entries), kept in the same transaction: what refunds are capped by.
     */
    receivedTotal: moneyColumn('received_total').notNull().default('0'),
    /** Money given back of what was received (the sum of its refund entries, as a positive amount). */
    refundedTotal: moneyColumn('refunded_total').notNull().default('0'),
    /** A ready delivery's progress (docs/product.md, Delivery progress): null → out_for_delivery → delivered | attempted. */
    deliveryStatus: text('delivery_status', { enum: ['out_for_delivery', 'delivered', 'attempted'] }),
    /** Who drives it: someone of the team, or a named courier (driver_name). */
    driverId: uuid('driver_id').references(() => users.id),
    driverName: text('driver_name'),
    /** The driver's word on the stop ("not home, left a card"). */
    deliveryNote: text('delivery_note'),
    outForDeliveryAt: timestamp('out_for_delivery_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * What the order search reads (docs/decisions/021): the number as "#1042", names, e-mail,
     * address, city, zip and card text in lower case, then each phone as digits only, so a phone
     * is found however it was spaced. Kept by the database on every change of those fields.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower('#' || number::text || ' ' || coalesce(sender_name, '') || ' ' || coalesce(sender_email, '') || ' ' || coalesce(recipient_name, '') || ' ' || coalesce(delivery_address, '') || ' ' || coalesce(delivery_unit, '') || ' ' || coalesce(delivery_city, '') || ' ' || coalesce(delivery_zipcode, '') || ' ' || coalesce(card_message, '')) || ' ' || regexp_replace(coalesce(sender_phone, ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(coalesce(recipient_phone, ''), '[^0-9]', '', 'g')`,
    ),
  },
  (t) => [
    // Storefront drafts take their number when the customer submits them (0 until then), so carts
    // that are never completed leave no gaps in a shop's numbers (docs/decisions/027).
    uniqueIndex('orders_business_number_key').on(t.businessId, t.number).where(sql`${t.number} > 0`),
    // One index per list view, each matching its filter and sort, so a page is read in order
    // from the index however many orders the shop has (docs/decisions/006). DESC sorts put
    // nulls first unless told otherwise, so the indexes say so too, or the planner ignores them.
    index('orders_all_idx')
      .on(t.businessId, t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('orders_done_idx')
      .on(t.businessId, t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null and ${t.orderStatus} = 'done'`),
    index('orders_open_idx')
      .on(t.businessId, t.deliveryDate, t.timeSlot, t.number)
      .where(sql`${t.deletedAt} is null and ${t.orderStatus} in ('pending', 'ready')`),
    index('orders_ready_idx')
      .on(t.businessId, t.deliveryDate, t.timeSlot, t.number)
      .where(sql`${t.deletedAt} is null and ${t.orderStatus} = 'ready'`),
    // The payments ledger and revenue: paid orders of a shop by when they were paid.
    index('orders_paid_idx')
      .on(t.businessId, t.paidAt.desc().nullsFirst(), t.number.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null and ${t.paidAt} is not null`),
    // A refund names the payment, not the order.
    index('orders_payment_intent_idx')
      .on(t.stripePaymentIntentId)
      .where(sql`${t.stripePaymentIntentId} is not null`),
    // A customer's orders, newest first.
    index('orders_customer_idx')
      .on(t.customerId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // Analytics: orders placed in a range of days.
    index('orders_submitted_idx')
      .on(t.businessId, t.submittedAt)
      .where(sql`${t.deletedAt} is null and ${t.orderStatus} <> 'draft'`),
    // The calendar and slot capacity: orders of a shop by date, in the calendar's order (window,
    // then number), so that a day's first orders are its first index entries.
    index('orders_date_idx')
      .on(t.businessId, t.deliveryDate, t.timeSlot, t.number)
      .where(sql`${t.deletedAt} is null and ${t.orderStatus} <> 'draft'`),
    // Order search: any part of the search text, by trigrams (docs/decisions/021). Every new
    // version of an order (each status change) enters its hundred-odd trigrams again: they wait in
    // a pending list of at most 128 kB and are merged a list at a time (docs/decisions/088). A
    // search reads that list too: at most 16 pages, not GIN's default 4 MB (7–20 ms a search).
    index('orders_search_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: true, gin_pending_list_limit: 128 })
      .where(sql`${t.deletedAt} is null`),
    // "Mine" and "Nobody": a shop's orders by assignee, newest first.
    index('orders_assignee_idx')
      .on(t.businessId, t.assignedTo, t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // Filtering by payment ("failed", "refunded" are rare): newest first within one payment status.
    index('orders_payment_status_idx')
      .on(t.businessId, t.paymentStatus, t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // A delivery-date range over every status, drafts included (orders_date_idx leaves them out).
    index('orders_delivery_date_idx').on(t.businessId, t.deliveryDate).where(sql`${t.deletedAt} is null`),
    // Storefront drafts nobody completed, oldest first: hidden from the lists, then removed.
    index('orders_stale_drafts_idx')
      .on(t.businessId, t.createdAt)
      .where(sql`${t.deletedAt} is null and ${t.orderStatus} = 'draft' and ${t.origin} = 'storefront'`),
  ],
);

/** Who moved an order from which status to which, and when. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status', { enum: ['draft', 'pending', 'ready', 'done'] }),
    toStatus: text('to_status', { enum: ['draft', 'pending', 'ready', 'done'] }).notNull(),
    byUserId: uuid('by_user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order the rows were written in: the steps of one transaction (a walk-in sale is created,
     * placed and handed over in one) share `at`, and read back by it alone they came in any order.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.at)],
);

/**
 * Live orders per shop and status, kept in the same transaction as every change, so that list
 * counts cost a few rows instead of a scan that grows with the shop's history; each status's count
 * is the sum of its parts (counterPartColumn).
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    businessId: businessIdColumn(),
    orderStatus: text('order_status', { enum: ['draft', 'pending', 'ready', 'done'] }).notNull(),
    part: counterPartColumn(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.orderStatus, t.part] })],
);

/**
 * Places taken in each window of a day: the orders that hold one (submitted, not deleted) per
 * shop, window type (the order's method), date and window label. A trigger on orders keeps it
 * (migration 0019), so every path that submits, moves or deletes an order counts, and a submission
 * checks and holds a place by locking one row instead of counting orders (docs/decisions/032).
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    businessId: businessIdColumn(),
    windowType: text('window_type', { enum: ['delivery', 'pickup'] }).notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    booked: integer('booked').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.windowType, t.bookingDate, t.timeSlot] })],
);
