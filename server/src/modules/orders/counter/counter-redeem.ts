import type { Db, Tx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { consume } from '../../../lib/rate-limit';
import { applyGiftCard, GIFT_CARD_TRIES } from '../../gift-cards/gift-cards.service';

/*
 * Gift cards a customer pays with at the counter or on the phone (docs/decisions/052): the same
 * card checks as the order page, in the counter's transaction, so a refused card writes nothing.
 */

/**
 * Every code staff try counts, right or wrong, before any is looked at, as on the order page
 * (docs/decisions/044): against the client's budget it shares with that page, and the shop's own.
 * Counted outside the sale's transaction, so a refused sale still spends its tries.
 */
export async function countCounterGiftCardTries(
  db: Db,
  { client, businessId, tries }: { client: string; businessId: string; tries: number },
) {
  for (let i = 0; i < tries; i++) {
    await consume(db, {
      key: `gift-card:client:${client}`,
      max: GIFT_CARD_TRIES.perClient,
      windowSeconds: GIFT_CARD_TRIES.windowSeconds,
    });
    await consume(db, {
      key: `gift-card:shop:${businessId}`,
      max: GIFT_CARD_TRIES.perShop,
      windowSeconds: GIFT_CARD_TRIES.windowSeconds,
    });
  }
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
