import type { GiftCard, GiftCardDetail } from '@contract/gift-cards';
import { json, type Route } from '../../../test/fetch';

export const CARD_ID = '5a1f0c3e-7b2d-4c8e-9f10-2a3b4c5d6e7f';

export function giftCardFixture(overrides: Partial<GiftCard> = {}): GiftCard {
  return {
    id: CARD_ID,
    code_last4: 'K7QZ',
    initial_amount: 50,
    balance: 30,
    currency: 'EUR',
    order_id: '3f1c7a52-9a4e-4c61-8d3e-6f0b2a9c4e11',
    order_number: 1042,
    bought_by: 'Ada Lovelace',
    recipient_name: 'Charles Babbage',
    recipient_email: null,
    expires_on: '2029-12-31',
    created_at: '2026-03-14T08:30:00Z',
    ...overrides,
  };
}

export function giftCardDetailFixture(overrides: Partial<GiftCardDetail> = {}): GiftCardDetail {
  return {
    ...giftCardFixture(),
    message: 'Happy birthday!',
    movements: [
      {
        id: 'm2',
        type: 'redeem',
        amount: -20,
        order_id: '9e1c7a52-9a4e-4c61-8d3e-6f0b2a9c4e12',
        order_number: 1050,
        reason: null,
        by: null,
        at: '2026-04-02T10:00:00Z',
      },
      {
        id: 'm1',
        type: 'issue',
        amount: 50,
        order_id: '3f1c7a52-9a4e-4c61-8d3e-6f0b2a9c4e11',
        order_number: 1042,
        reason: null,
        by: null,
        at: '2026-03-14T08:30:00Z',
      },
    ],
    ...overrides,
  };
}

/** GET /api/gift-cards (q filters by the last four), GET /api/gift-cards/{id}. */
export const giftCardsApi =
  (cards: GiftCard[] = [giftCardFixture()]): Route =>
  ({ url, init }) => {
    if (url.startsWith('/api/gift-cards?') && (init.method ?? 'GET') === 'GET') {
      const q = new URL(url, 'http://x').searchParams.get('q');
      const items = q ? cards.filter((c) => c.code_last4 === q.slice(-4).toUpperCase()) : cards;
      return json(200, { items, has_more: false });
    }
    if (url === `/api/gift-cards/${CARD_ID}` && (init.method ?? 'GET') === 'GET') {
      return json(200, giftCardDetailFixture());
    }
    return undefined;
  };
