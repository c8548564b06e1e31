import type { Tx } from '../../db/client';
import { mailI18n } from '../../lib/mail-i18n';
import {
  creditInvoice,
  documentsOfOrder,
  issueNewInvoice,
  type OrderDocument,
  standingOf,
} from './invoices.service';

/*
 * An order's documents follow its money (docs/decisions/047): its invoices less its credit notes
 * always state what the shop keeps for the sale, a figure the payments module works out and hands
 * in. Less than stated (money given back, a lower price, a payment undone): a credit note on the
 * newest invoice. More (the first payment, a raised price paid): what is left of the newest
 * invoice is credited, a new invoice states the order as it is now, and what was given back before
 * it is credited on it again. Issued documents are never changed.
 */

const stated = (documents: OrderDocument[]) =>
  documents.reduce(
    (sum, d) => sum + (d.snapshot.kind === 'invoice' ? d.snapshot.total : -d.snapshot.total),
    0,
  );

/**
 * Issues what makes the order's documents state `targetCents`. `reason` is printed on a credit
 * note for money given back (the refund's, or the undo's); corrections name their own.
 */
export async function settleInvoices(
  tx: Tx,
  {
    orderId,
    targetCents,
    reason = null,
    now = new Date(),
  }: { orderId: string; targetCents: number; reason?: string | null; now?: Date },
): Promise<void> {
  const documents = await documentsOfOrder(tx, orderId);
  const difference = targetCents - stated(documents);
  if (difference === 0) return;
  const standing = standingOf(documents);
  if (difference < 0) {
    // Only the newest invoice has anything left once corrections replace invoices whole.
    if (!standing || standing.left <= 0) return;
    const i18n = mailI18n(standing.invoice.snapshot.language);
    const amountCents = Math.min(-difference, standing.left);
    const text = reason ?? i18n._('Correction of the amount invoiced');
    await creditInvoice(tx, { orderId, standing, amountCents, reason: text, now });
    return;
  }
  let before = stated(documents);
  if (standing && standing.left > 0) {
    const i18n = mailI18n(standing.invoice.snapshot.language);
    const replaced = i18n._('Replaced by a corrected invoice');
    await creditInvoice(tx, { orderId, standing, amountCents: standing.left, reason: replaced, now });
    before -= standing.left;
  }
  const fresh = await issueNewInvoice(tx, { orderId, now });
  // Money given back before (a part refund, then a raised price paid) stays given back.
  const givenBack = Math.min(fresh.left, before + fresh.left - targetCents);
  if (givenBack > 0) {
    const i18n = mailI18n(fresh.invoice.snapshot.language);
    const text = i18n._('Given back before this invoice was issued');
    await creditInvoice(tx, { orderId, standing: fresh, amountCents: givenBack, reason: text, now });
  }
}
