import type { ErasureResult } from '@contract/data-requests';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { giftCards } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { type AuditActor, recordAudit, redactAuditAbout } from '../audit';
import { ERASED_CUSTOMER_NAME, eraseCustomerRecord, lockCustomerForRequest } from '../customers';
import { forgetRedemptionEmails } from '../discounts';
import { forgetCardPeople } from '../gift-cards';
import { countGiftMailWaitingFor, forgetMailAbout } from '../mail';
import { anonymiseCustomerOrders } from '../orders';
import { amountDueCents, owedBackCents } from '../payments';
import { eraseCustomerReminders } from '../reminders';
import { forgetTextsOf } from '../texts';
import { customerOrderPeople, peopleOf, photoKeysOf } from './customer-people';

type Request = { businessId: string; customerId: string; confirmName: string; actor: AuditActor };

/** What the erasure leaves to do once it is committed: files are not in the transaction. */
export type ErasureLeftovers = { photoKeys: string[]; needles: string[]; addresses: string[] };

/**
 * Erases what the shop holds about a customer in one transaction (docs/decisions/061): their record,
 * the people in their orders, mails to and about them, the trail's values about them, their gift
 * cards' addressees and their code redemptions' e-mail. Invoices and the payments journal stay as
 * the law keeps them. Refused while one of their orders is open or owes money either way, or a mail
 * to them still waits to go out: a delivery must not lose its address.
 */
export async function eraseCustomer(
  db: Db,
  request: Request,
): Promise<{ result: ErasureResult; leftovers: ErasureLeftovers }> {
  return db.transaction((tx) => eraseInTransaction(tx, request));
}

async function eraseInTransaction(tx: Tx, { businessId, customerId, confirmName, actor }: Request) {
  const customer = await lockCustomerForRequest(tx, { businessId, customerId });
  if (confirmName.trim().toLowerCase() !== customer.name.trim().toLowerCase()) {
    throw fieldError('name', 'Type the customer’s name as it is shown');
  }
  const rows = await customerOrderPeople(tx, { businessId, customerId });
  const open = rows.filter(
    (r) => !r.deletedAt && (r.orderStatus !== 'done' || amountDueCents(r) > 0 || owedBackCents(r) > 0),
  );
  if (open.length > 0) {
    const numbers = open.map((r) => r.number).sort((a, b) => a - b);
    const named = numbers
      .slice(0, 5)
      .map((n) => `#${n}`)
      .join(', ');
    throw new AppError(
      'CONFLICT',
      `Finish, settle or delete their open orders first (${named}${numbers.length > 5 ? ', …' : ''}): an open order keeps its address`,
      { orders: numbers.slice(0, 50) },
    );
  }
  const people = peopleOf(customer, rows, ERASED_CUSTOMER_NAME);
  if ((await countGiftMailWaitingFor(tx, { addresses: people.all })) > 0) {
    throw new AppError(
      'CONFLICT',
      'A gift card of theirs waits to be e-mailed on its day; erase their data after it is sent',
    );
  }
  const orderIds = rows.map((r) => r.id);
  const cards =
    orderIds.length > 0
      ? await tx.select({ id: giftCards.id }).from(giftCards).where(inArray(giftCards.orderId, orderIds))
      : [];
  // The trail is read before the orders change: an entry names them by what they held.
  const auditEntries = await redactAuditAbout(tx, {
    businessId,
    subjects: [
      { entityType: 'order', ids: orderIds },
      { entityType: 'customer', ids: [customerId] },
      { entityType: 'gift_card', ids: cards.map((c) => c.id) },
    ],
    needles: people.needles,
  });
  // Found through their orders, so before the orders change; the order's recipient goes with it.
  const reminders = await eraseCustomerReminders(tx, { businessId, customerId });
  const orders = await anonymiseCustomerOrders(tx, {
    businessId,
    customerId,
    senderName: ERASED_CUSTOMER_NAME,
  });
  await forgetRedemptionEmails(tx, { orderIds });
  const giftCardCount = await forgetCardPeople(tx, { businessId, orderIds, addresses: people.own });
  const mails = await forgetMailAbout(tx, { addresses: people.all, needles: people.needles });
  await forgetTextsOf(tx, { orderIds });
  await eraseCustomerRecord(tx, { customerId });
  const photoKeys = photoKeysOf(rows);
  const result: ErasureResult = {
    customer_id: customerId,
    orders,
    mails,
    audit_entries: auditEntries,
    gift_cards: giftCardCount,
    photos: photoKeys.length,
    reminders,
  };
  // Counts only: the record of the erasure must not hold what was erased.
  await recordAudit(tx, {
    businessId,
    actor,
    entityType: 'customer',
    entityId: customerId,
    action: 'customer.erased',
    changes: Object.fromEntries(
      Object.entries(result)
        .filter(([key]) => key !== 'customer_id')
        .map(([key, value]) => [key, { to: value }]),
    ),
  });
  return { result, leftovers: { photoKeys, needles: people.needles, addresses: people.all } };
}
