import type { Db, Tx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { ensureNotLimited, record } from '../../../lib/rate-limit';
import { applyGiftCard, GIFT_CARD_TRIES } from '../../gift-cards';

/*
 * Gift cards a customer pays with at the counter or on the phone (docs/decisions/052): the same
 * card checks as the order page, in the counter's transaction, so a refused card writes nothing.
 */

/**
 * The budget for codes refused at the counter: per member of staff and per shop, an hour each
 * (docs/decisions/052). A code that pays is not a guess, so a till redeeming card after card on a
 * peak day is never stopped; refused codes are counted, and once either budget is spent the
 * counter takes no code until the hour has passed. Shared tills behind one address do not share a
 * budget, as they would if it were kept per client.
 */
const refusedBudgets = ({ userId, businessId }: { userId: string; businessId: string }) => [
  {
    key: `gift-card:staff:${userId}`,
    max: GIFT_CARD_TRIES.perClient,
    windowSeconds: GIFT_CARD_TRIES.windowSeconds,
  },
  {
    key: `gift-card:shop:${businessId}`,
    max: GIFT_CARD_TRIES.perShop,
    windowSeconds: GIFT_CARD_TRIES.windowSeconds,
  },
];

/** Refuses (429) before anything is read when staff or their shop have spent their refused codes. */
export async function ensureCounterCodesAllowed(db: Db, who: { userId: string; businessId: string }) {
  for (const budget of refusedBudgets(who)) await ensureNotLimited(db, budget);
}

/**
 * Counts the sale's refused code against both budgets, outside the sale's transaction (which has
 * been rolled back), when the refusal names one of its codes.
 */
export async function countRefusedCode(db: Db, who: { userId: string; businessId: string }, error: unknown) {
  if (!(error instanceof AppError)) return;
  const refusedCode = Object.keys(error.details).some((field) => field.startsWith('redeem_gift_cards.'));
  if (!refusedCode) return;
  for (const budget of refusedBudgets(who)) await record(db, budget);
}

/**
 * Applies each code to the counter's draft as the order page applies one; the submission then
 * redeems them. A refusal (unknown, another shop's, expired, spent, or an order of gift cards
 * alone) is a 400 on the code's place in the list, so the screen shows it beside that code.
 */
export async function applyCounterGiftCards(
  tx: Tx,
  { order, codes }: { order: { id: string; businessId: string; total: string }; codes: string[] },
) {
  for (const [index, code] of codes.entries()) {
    try {
      await applyGiftCard(tx, { order, code });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const field = `redeem_gift_cards.${index}`;
      const said = typeof error.details.code === 'string' ? error.details.code : error.message;
      throw new AppError('VALIDATION_ERROR', error.message, { [field]: said });
    }
  }
}
