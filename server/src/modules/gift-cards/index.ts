/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export { detachGiftCardsFromDrafts } from './draft-gift-cards.service';
export { hashGiftCardCode, newGiftCardCode } from './gift-card-codes';
export { forgetCardPeople } from './gift-card-erasure.service';
export { cardChanges, giftCardLiability } from './gift-card-liability.service';
export { cardsBoughtBy, restoreVoidedCards, voidCardsBoughtBy } from './gift-card-voids.service';
export { giftCardsRoutes } from './gift-cards.routes';
export {
  applyGiftCard,
  GIFT_CARD_TRIES,
  orderPayments,
  redeemGiftCards,
  releaseGiftCards,
  removeGiftCard,
} from './gift-cards.service';
export { readyHeldCardMail } from './held-card-codes';
export { issueGiftCards } from './issue-gift-cards.service';
