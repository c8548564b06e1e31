import type { IssuedGiftCard } from '@contract/gift-cards';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { codesToHandOver } from './gift-card-codes';

/** What a page that just sold gift cards hands the receipt: the codes, in memory, never in the URL. */
type ReceiptState = { giftCardCodes?: IssuedGiftCard[] };

/** The router state that takes codes shown once to the receipt printed right after the sale. */
export const receiptState = (cards: IssuedGiftCard[]): ReceiptState => ({
  giftCardCodes: codesToHandOver(cards),
});

/**
 * The codes a sale handed this page, kept in memory only: the history entry is replaced at once
 * without them, so a reload (or coming back later) shows them no more.
 */
export function useShownOnceCodes(): IssuedGiftCard[] {
  const location = useLocation();
  const navigate = useNavigate();
  const [codes] = useState(() => codesToHandOver((location.state as ReceiptState | null)?.giftCardCodes));
  const handed = Boolean((location.state as ReceiptState | null)?.giftCardCodes);
  useEffect(() => {
    if (handed) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [handed, navigate, location.pathname, location.search]);
  return codes;
}
