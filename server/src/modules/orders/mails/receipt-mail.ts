import { orderLanguage } from '@contract/languages';
import { type LegalDetails, legalAddressLine } from '@contract/legal-details';
import { lineDetails, type OrderItem } from '@contract/product-lines';
import type { Db } from '../../../db/client';
import { readItemsOf } from '../../../db/order-lines';
import { AppError } from '../../../lib/errors';
import { MAIL_LOCALE, mailI18n } from '../../../lib/mail-i18n';
import { renderMail } from '../../../lib/mail-layout';
import { consume } from '../../../lib/rate-limit';
import { type AuditActor, recordAudit } from '../../audit';
import { findShop, getSellerDetails } from '../../business';
import { queueMail } from '../../mail';
import { findOrder } from '../order-store.service';
import { type OrderRow, orderTotal } from '../queries/order-mapping.service';
import { contactLine } from './order-mails';

/** Receipts a shop may e-mail an hour: plenty for a busy counter, too few to be a spam tool. */
export const RECEIPTS_PER_HOUR = 60;

type Shop = { name: string; url: string; phone: string; email: string; currency: string; language?: string };

/**
 * Queues the order's receipt to the customer's address, in the shop's name. Counted per shop
 * before anything is written, so a flood is refused (429) without touching the outbox.
 */
export async function emailReceipt(
  db: Db,
  {
    businessId,
    uuid,
    actor,
    publicUrl,
  }: { businessId: string; uuid: string; actor: AuditActor; publicUrl?: string },
) {
  const order = await findOrder(db, { uuid, businessId });
  if (!order.senderEmail) {
    throw new AppError('CONFLICT', 'This order has no e-mail address to send the receipt to', {
      sender_email: 'No e-mail address on the order',
    });
  }
  if (order.orderStatus === 'draft') {
    throw new AppError('CONFLICT', 'A draft has no receipt yet', { order_status: 'draft' });
  }
  await consume(db, { key: `receipt-mail:${businessId}`, max: RECEIPTS_PER_HOUR, windowSeconds: 3600 });
  await db.transaction(async (tx) => {
    const shop = await findShop(tx, businessId);
    const seller = await getSellerDetails(tx, { businessId });
    const items = await readItemsOf(tx, order.id);
    await queueMail(
      tx,
      receiptMail({
        order,
        items,
        shop,
        seller,
        detailsUrl: publicUrl && `${publicUrl}/order/${order.id}/details`,
      }),
    );
    await recordAudit(tx, {
      businessId,
      actor,
      entityType: 'order',
      entityId: order.id,
      action: 'order.receipt_mailed',
      changes: { sender_email: { to: order.senderEmail } },
    });
  });
}

export function receiptMail({
  order,
  items = [],
  shop,
  seller,
  detailsUrl,
}: {
  order: OrderRow;
  /** Its lines: each is listed; an order without lines shows its price as one. */
  items?: OrderItem[];
  shop: Shop;
  /** Who sells: the legal details, or the shop's address as typed until they are saved (ADR 047). */
  seller?: { legal: LegalDetails; shopAddress: string } | undefined;
  detailsUrl?: string | undefined;
}) {
  const language = orderLanguage(order, shop);
  const i18n = mailI18n(language);
  const money = (value: number | string) =>
    new Intl.NumberFormat(MAIL_LOCALE[language], { style: 'currency', currency: shop.currency }).format(
      Number(value),
    );
  const total = Number(order.total) > 0 ? Number(order.total) : orderTotal(order);
  const number = `#${order.number}`;
  const flowers = i18n._('Flowers');
  const giftCards = Number(order.giftCardTotal);
  const lines = [
    ...(items.length > 0
      ? items.map((item) =>
          i18n._('{item}: {amount}', { item: itemLabel(item, flowers), amount: money(item.total) }),
        )
      : [i18n._('{item}: {amount}', { item: order.productName ?? flowers, amount: money(order.price) })]),
    ...(Number(order.discountTotal) > 0
      ? [
          i18n._('Discount ({code}): −{amount}', {
            code: order.discountCode ?? '',
            amount: money(order.discountTotal),
          }),
        ]
      : []),
    ...(order.method === 'delivery' && order.deliveryPrice !== null
      ? [i18n._('Delivery: {amount}', { amount: money(order.deliveryPrice) })]
      : []),
    ...(Number(order.taxTotal) > 0
      ? [
          i18n._('Net: {amount}', { amount: money(order.netTotal) }),
          ...order.taxLines.map((l) =>
            i18n._('Tax {rate} %: {amount}', { rate: l.rate, amount: money(l.amount) }),
          ),
        ]
      : []),
    i18n._('Total: {amount}', { amount: money(total) }),
    ...(giftCards > 0
      ? [
          i18n._('Paid by gift card: {amount}', { amount: money(giftCards) }),
          ...(order.paymentStatus === 'done'
            ? restPaid(i18n, order, money)
            : [i18n._('Left to pay: {amount}', { amount: money(Math.max(0, total - giftCards)) })]),
        ]
      : []),
    ...(order.paymentStatus === 'done' && order.paidAt
      ? [
          i18n._('Paid on {date}', {
            date: new Intl.DateTimeFormat(MAIL_LOCALE[language], {
              dateStyle: 'medium',
              timeZone: 'UTC',
            }).format(order.paidAt),
          }),
        ]
      : [i18n._('Not paid yet')]),
    ...(Number(order.refundedTotal) > 0
      ? [i18n._('Refunded: {amount}', { amount: money(order.refundedTotal) })]
      : []),
  ];
  return {
    to: order.senderEmail as string,
    fromName: shop.name,
    subject: i18n._('{shop}: receipt for order {number}', { shop: shop.name, number }),
    ...renderMail({
      heading: i18n._('Receipt for order {number}', { number }),
      paragraphs: [...lines, ...sellerLines(i18n, seller), contactLine(i18n, shop)],
      ...(detailsUrl ? { action: { label: i18n._('See order {number}', { number }), url: detailsUrl } } : {}),
      signature: shop.name,
      shopLegal: { shopUrl: shop.url, language },
    }),
  };
}

/**
 * Beside a gift card, what paid the rest and how ("Paid in cash: €80.72"): the money received,
 * as the till receipt lists each payment. Nothing when the cards paid it all.
 */
function restPaid(i18n: ReturnType<typeof mailI18n>, order: OrderRow, money: (value: number) => string) {
  const amount = Number(order.receivedTotal);
  if (!(amount > 0)) return [];
  const text = { amount: money(amount) };
  switch (order.paymentMethod) {
    case 'cash':
      return [i18n._('Paid in cash: {amount}', text)];
    case 'card':
      return [i18n._('Paid by card in the shop: {amount}', text)];
    case 'bank_transfer':
      return [i18n._('Paid by bank transfer: {amount}', text)];
    case 'online':
      return [i18n._('Paid by card online: {amount}', text)];
    default:
      return [i18n._('Paid otherwise: {amount}', text)];
  }
}

/** "2 × Rose bouquet (Deluxe · Vase)": a line as the receipt names it; the names are the shop's. */
function itemLabel(item: OrderItem, flowers: string) {
  const name = `${item.quantity > 1 ? `${item.quantity} × ` : ''}${item.product_name ?? flowers}`;
  const details = lineDetails(item);
  return details ? `${name} (${details})` : name;
}

/** The seller as a receipt names it: registered name and address, and its tax numbers. */
function sellerLines(
  i18n: ReturnType<typeof mailI18n>,
  seller: { legal: LegalDetails; shopAddress: string } | undefined,
): string[] {
  if (!seller) return [];
  const { legal, shopAddress } = seller;
  const address = legal.street ? legalAddressLine(legal) : shopAddress;
  return [
    [legal.legal_name, address].filter(Boolean).join(', '),
    ...(legal.vat_id ? [i18n._('VAT ID: {id}', { id: legal.vat_id })] : []),
    ...(legal.tax_number ? [i18n._('Tax number: {number}', { number: legal.tax_number })] : []),
  ].filter(Boolean);
}
