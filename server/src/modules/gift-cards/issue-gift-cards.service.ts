import { issuedValues } from '@contract/gift-card-value';
import { formatGiftCardCode, type IssuedGiftCard } from '@contract/gift-cards';
import { centsOf, fromCents, moneyColumn } from '@contract/money';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { businesses, giftCardMovements, giftCards, orderItems, orders } from '../../db/schema';
import { queueMail } from '../mail';
import { hashGiftCardCode, newGiftCardCode } from './gift-card-codes';
import { cardMailLanguage, giftCardMail } from './gift-card-mail';
import { sendInstant } from './gift-card-send-time';

/*
 * Issuing the cards an order bought, when it is paid (docs/decisions/044, 048), and e-mailing them:
 * to the buyer, or to the recipient they named with a copy to the buyer, on the day they chose
 * (docs/decisions/053).
 */

const decimal = (c: number) => moneyColumn(fromCents(c));

/** Cards bought in the German way expire at the end of the third year after the purchase (§ 195 BGB). */
export const expiryOf = (paidAt: Date) => `${paidAt.getUTCFullYear() + 3}-12-31`;

type Buyer = Awaited<ReturnType<typeof readBuyer>>;

async function readBuyer(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({
      businessId: orders.businessId,
      total: orders.total,
      giftCardTotal: orders.giftCardTotal,
      senderName: orders.senderName,
      senderEmail: orders.senderEmail,
      recipientName: orders.recipientName,
      cardMessage: orders.cardMessage,
      giftRecipientEmail: orders.giftRecipientEmail,
      giftMessage: orders.giftMessage,
      giftSendOn: orders.giftSendOn,
      currency: businesses.currency,
      shopName: businesses.name,
      shopUrl: businesses.url,
      timeZone: businesses.timeZone,
      // The card's e-mail is in the order's language, else the shop's.
      language: orders.language,
      shopLanguage: businesses.language,
    })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * One unit for each gift card the order bought: every gift-card line, times its quantity. A card's
 * `order_line` tells them apart (line position × 100 + which one of the line), so paying twice
 * issues nothing more. Each is worth what it was paid in money, never more than its price
 * (docs/decisions/046): what the order received beside other cards pays the cards it sells first.
 */
async function cardsToIssue(tx: Tx, orderId: string, buyer: NonNullable<Buyer>) {
  const bought = await tx
    .select({ position: orderItems.position, quantity: orderItems.quantity, unitPrice: orderItems.unitPrice })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'gift_card')))
    .orderBy(asc(orderItems.position));
  const units = bought.flatMap((item) =>
    Array.from({ length: item.quantity }, (_, which) => ({
      line: item.position * 100 + which,
      price: centsOf(item.unitPrice),
    })),
  );
  const values = issuedValues(
    units.map((unit) => unit.price),
    centsOf(buyer.total) - centsOf(buyer.giftCardTotal),
  );
  return units
    .map((unit, index) => ({ line: unit.line, value: values[index] ?? 0 }))
    .filter((card) => card.value > 0);
}

/**
 * When an order is paid: one card per gift card bought, issued once however often the payment is
 * reported (a unique index on order and line), e-mailed with its code in the order's language.
 * Answers the cards issued now; a card's code is in the answer only when there was no address to
 * e-mail it to, so that staff can hand it over (docs/product.md, Gift cards): it is never stored in
 * clear, and never answered again.
 */
export async function issueGiftCards(
  tx: Tx,
  { orderId, publicUrl, now = new Date() }: { orderId: string; publicUrl?: string | undefined; now?: Date },
): Promise<IssuedGiftCard[]> {
  const buyer = await readBuyer(tx, orderId);
  if (!buyer) return [];
  const emailedTo = buyer.giftRecipientEmail ?? buyer.senderEmail;
  const sendAt = sendInstant({ sendOn: buyer.giftSendOn, timeZone: buyer.timeZone, now });
  // A card e-mailed on a later day has no code until then (docs/decisions/053): only its last
  // four characters are drawn now, for staff to know it by; the rest are drawn when it is sent.
  const held = sendAt !== null && emailedTo !== null;
  const issued: IssuedGiftCard[] = [];
  for (const { line, value } of await cardsToIssue(tx, orderId, buyer)) {
    const code = newGiftCardCode();
    const expiresOn = expiryOf(now);
    const [card] = await tx
      .insert(giftCards)
      .values({
        businessId: buyer.businessId,
        codeHash: held ? null : hashGiftCardCode(code),
        codeLast4: code.slice(-4),
        initialAmount: decimal(value),
        balance: decimal(value),
        currency: buyer.currency,
        orderId,
        orderLine: line,
        recipientName: buyer.recipientName,
        recipientEmail: buyer.giftRecipientEmail,
        message: buyer.giftMessage ?? buyer.cardMessage,
        sendOn: buyer.giftSendOn,
        expiresOn,
      })
      .onConflictDoNothing()
      .returning({ id: giftCards.id });
    if (!card) continue;
    issued.push({
      id: card.id,
      code: emailedTo ? null : formatGiftCardCode(code),
      code_last4: code.slice(-4),
      value: fromCents(value),
      expires_on: expiresOn,
      emailed_to: emailedTo,
    });
    await tx.insert(giftCardMovements).values({
      businessId: buyer.businessId,
      giftCardId: card.id,
      type: 'issue',
      amount: decimal(value),
      orderId,
    });
    await queueCardMails(tx, {
      buyer,
      ...(held ? { code: null, giftCardId: card.id, sendAt } : { code, giftCardId: null, sendAt: null }),
      value: fromCents(value),
      expiresOn,
      publicUrl,
    });
  }
  return issued;
}

/**
 * The card's e-mails, held until the send day when the buyer chose one: to the recipient with the
 * buyer's message and a copy to the buyer, or to the buyer alone. No address: staff hand it over.
 */
async function queueCardMails(
  tx: Tx,
  {
    buyer,
    code,
    giftCardId,
    sendAt,
    value,
    expiresOn,
    publicUrl,
  }: {
    buyer: NonNullable<Buyer>;
    /** Null for a card held for its day: its code is drawn when it is sent. */
    code: string | null;
    giftCardId: string | null;
    sendAt: Date | null;
    value: number;
    expiresOn: string;
    publicUrl: string | undefined;
  },
) {
  const card = {
    language: cardMailLanguage(buyer),
    shop: {
      name: buyer.shopName,
      url: buyer.shopUrl,
      storefrontUrl: `${publicUrl ?? ''}/${buyer.shopUrl}/store`,
    },
    code,
    value,
    currency: buyer.currency,
    recipientName: buyer.recipientName,
    senderName: buyer.senderName,
    message: buyer.giftMessage ?? buyer.cardMessage,
    expiresOn,
    sendAt,
  };
  const recipient = buyer.giftRecipientEmail;
  if (recipient) await queueMail(tx, { ...giftCardMail({ ...card, to: recipient }), giftCardId });
  if (buyer.senderEmail && buyer.senderEmail !== recipient) {
    await queueMail(tx, {
      ...giftCardMail({ ...card, to: buyer.senderEmail, copyOf: recipient }),
      giftCardId,
    });
  }
}
