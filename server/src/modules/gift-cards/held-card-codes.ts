import { formatGiftCardCode } from '@contract/gift-cards';
import { centsOf, fromCents } from '@contract/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, giftCards, orders } from '../../db/schema';
import type { HeldMailReadier } from '../../lib/mail';
import { fillHeldMail } from '../mail';
import { hashGiftCardCode, newGiftCardCode } from './gift-card-codes';
import {
  cardMailLanguage,
  formatCardValue,
  HELD_CODE_PLACEHOLDER,
  HELD_VALUE_PLACEHOLDER,
} from './gift-card-mail';

/*
 * A card e-mailed on a later day gets its code on that day (docs/decisions/053): until then no
 * clear code waits anywhere, and a card voided meanwhile (its order refunded, its payment undone,
 * the order deleted) is never e-mailed, whichever way it was voided, since all of them empty it.
 */

/**
 * The outbox's readier of held card mails (app.ts wires it in): answers false for a card that holds
 * nothing; otherwise draws its code once, keeping the last four staff already see, stores its hash
 * and puts it in every mail held for the card (the recipient's and the buyer's copy) with what the
 * card holds now (less than it was issued for after a partial refund), all in one transaction, so
 * that both carry the same code and a concurrent sender of the other waits for it.
 */
export const readyHeldCardMail =
  (db: Db): HeldMailReadier =>
  ({ giftCardId }) =>
    db.transaction(async (tx) => {
      const [card] = await tx
        .select({
          balance: giftCards.balance,
          currency: giftCards.currency,
          codeHash: giftCards.codeHash,
          codeLast4: giftCards.codeLast4,
          language: orders.language,
          shopLanguage: businesses.language,
        })
        .from(giftCards)
        .leftJoin(orders, eq(orders.id, giftCards.orderId))
        .innerJoin(businesses, eq(businesses.id, giftCards.businessId))
        .where(eq(giftCards.id, giftCardId))
        .for('update', { of: giftCards });
      if (!card || centsOf(card.balance) <= 0) return false;
      if (card.codeHash) return true;
      const code = newGiftCardCode().slice(0, -card.codeLast4.length) + card.codeLast4;
      await tx
        .update(giftCards)
        .set({ codeHash: hashGiftCardCode(code) })
        .where(eq(giftCards.id, giftCardId));
      const value = formatCardValue({
        language: cardMailLanguage(card),
        currency: card.currency,
        value: fromCents(centsOf(card.balance)),
      });
      await fillHeldMail(tx, {
        giftCardId,
        fills: [
          { placeholder: HELD_CODE_PLACEHOLDER, value: formatGiftCardCode(code) },
          { placeholder: HELD_VALUE_PLACEHOLDER, value },
        ],
      });
      return true;
    });
