import type { CardLayout } from './enclosure-card';

/** `?orders=a,b,c`: the orders to print, in order, each once. */
export const batchOrders = (value: string | null) => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

/** Where a batch of tickets prints: one page per order, in the order chosen. */
export const ticketsPath = (uuids: string[]) => `/intern/print/tickets?orders=${uuids.join(',')}`;

/** Where the cards of several orders print in one go, each in the layout chosen. */
export const cardsPath = (uuids: string[], layout: CardLayout) =>
  `/intern/print/cards?orders=${uuids.join(',')}&layout=${layout}`;
