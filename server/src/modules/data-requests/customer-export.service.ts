import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@contract/languages';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditEvents,
  businesses,
  giftCards,
  invoices,
  orderItems,
  orders,
  paymentEntries,
} from '../../db/schema';
import { findCustomer } from '../customers';
import { listMailTo } from '../mail';
import { exportCustomerReminders } from '../reminders';
import { exportedOrder, exportedOrderColumns } from './export-rows';

/**
 * How much one export holds at most: a customer of many years stays a file of a few megabytes, and
 * the export says when it stopped (`truncated`), newest first, so staff can ask for the rest.
 */
export const EXPORT_LIMITS = { orders: 1000, mails: 500, audit: 2000, gift_cards: 500, invoices: 2000 };

export type CustomerExport = Awaited<ReturnType<typeof exportCustomerData>>;

/** Everything the shop holds about a customer (docs/product.md, Customers: data requests). */
export async function exportCustomerData(
  db: Db,
  { businessId, customerId }: { businessId: string; customerId: string },
) {
  const customer = await findCustomer(db, { businessId, customerId });
  const [shop] = await db
    .select({
      name: businesses.name,
      language: businesses.language,
      currency: businesses.currency,
      timeZone: businesses.timeZone,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const orderRows = await db
    .select(exportedOrderColumns)
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(EXPORT_LIMITS.orders + 1);
  const kept = orderRows.slice(0, EXPORT_LIMITS.orders);
  const ids = kept.map((o) => o.id);
  const addresses = [
    ...new Set(
      [customer.email, ...kept.map((o) => o.sender_email)].flatMap((e) => (e ? [e.toLowerCase()] : [])),
    ),
  ];
  const [lines, payments, documents, cards, mails, audit] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            orderId: orderItems.orderId,
            product: orderItems.productName,
            variant: orderItems.variantName,
            options: orderItems.options,
            quantity: orderItems.quantity,
            unit_price: orderItems.unitPrice,
            total: orderItems.total,
          })
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(orderItems.orderId, orderItems.position),
    ids.length === 0
      ? []
      : db
          .select({
            orderId: paymentEntries.orderId,
            kind: paymentEntries.kind,
            method: paymentEntries.method,
            amount_cents: paymentEntries.amountCents,
            at: paymentEntries.at,
          })
          .from(paymentEntries)
          .where(inArray(paymentEntries.orderId, ids))
          .orderBy(paymentEntries.at),
    ids.length === 0
      ? []
      : db
          .select({
            orderId: invoices.orderId,
            number: invoices.number,
            kind: invoices.kind,
            issued_at: invoices.issuedAt,
            currency: invoices.currency,
            net_total: invoices.netTotal,
            tax_total: invoices.taxTotal,
            total: invoices.total,
          })
          .from(invoices)
          .where(and(eq(invoices.businessId, businessId), inArray(invoices.orderId, ids)))
          .orderBy(invoices.issuedAt)
          .limit(EXPORT_LIMITS.invoices),
    db
      .select({
        orderId: giftCards.orderId,
        code_last4: giftCards.codeLast4,
        initial_amount: giftCards.initialAmount,
        balance: giftCards.balance,
        currency: giftCards.currency,
        recipient_name: giftCards.recipientName,
        recipient_email: giftCards.recipientEmail,
        message: giftCards.message,
        send_on: giftCards.sendOn,
        expires_on: giftCards.expiresOn,
        created_at: giftCards.createdAt,
      })
      .from(giftCards)
      .where(
        and(
          eq(giftCards.businessId, businessId),
          or(
            ids.length > 0 ? inArray(giftCards.orderId, ids) : sql`false`,
            addresses.length > 0 ? inArray(sql`lower(${giftCards.recipientEmail})`, addresses) : sql`false`,
          ),
        ),
      )
      .orderBy(desc(giftCards.createdAt))
      .limit(EXPORT_LIMITS.gift_cards + 1),
    listMailTo(db, { addresses, limit: EXPORT_LIMITS.mails + 1 }),
    db
      .select({
        at: auditEvents.at,
        action: auditEvents.action,
        entity_type: auditEvents.entityType,
        entity_id: auditEvents.entityId,
        actor_kind: auditEvents.actorKind,
        changes: auditEvents.changes,
      })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.businessId, businessId),
          or(
            and(eq(auditEvents.entityType, 'customer'), eq(auditEvents.entityId, customerId)),
            ids.length > 0
              ? and(eq(auditEvents.entityType, 'order'), inArray(auditEvents.entityId, ids))
              : sql`false`,
          ),
        ),
      )
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(EXPORT_LIMITS.audit + 1),
  ]);
  const numberOf = new Map(kept.map((o) => [o.id, o.number]));
  const language: Language = shop && isLanguage(shop.language) ? shop.language : DEFAULT_LANGUAGE;
  return {
    exported_at: new Date().toISOString(),
    shop: {
      name: shop?.name ?? '',
      currency: shop?.currency ?? 'EUR',
      time_zone: shop?.timeZone ?? 'UTC',
      language,
    },
    customer,
    orders: kept.map((o) => exportedOrder(o, { lines, payments, documents })),
    gift_cards: cards.slice(0, EXPORT_LIMITS.gift_cards).map(({ orderId, ...card }) => ({
      ...card,
      bought_with_order: orderId ? (numberOf.get(orderId) ?? null) : null,
      created_at: card.created_at.toISOString(),
    })),
    mails: mails.slice(0, EXPORT_LIMITS.mails).map((m) => ({
      to: m.to,
      subject: m.subject,
      text: m.text,
      created_at: m.createdAt.toISOString(),
      sent_at: m.sentAt?.toISOString() ?? null,
    })),
    audit: audit.slice(0, EXPORT_LIMITS.audit).map((a) => ({ ...a, at: a.at.toISOString() })),
    reminders: await exportCustomerReminders(db, { businessId, customerId }),
    limits: EXPORT_LIMITS,
    truncated: {
      orders: orderRows.length > EXPORT_LIMITS.orders,
      gift_cards: cards.length > EXPORT_LIMITS.gift_cards,
      mails: mails.length > EXPORT_LIMITS.mails,
      audit: audit.length > EXPORT_LIMITS.audit,
    },
  };
}
