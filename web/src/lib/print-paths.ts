/*
 * Where the printables live and what their addresses carry: the work tickets, the cards in one of
 * their layouts, the day sheet. The order pages link here and the print pages read the same
 * addresses back, so both sides take them from this one file.
 */

export const CARD_LAYOUTS = [
  { key: 'a6', label: 'A6' },
  { key: 'a7', label: 'A7' },
  { key: 'folded', label: 'Folded A5' },
] as const;
export type CardLayout = (typeof CARD_LAYOUTS)[number]['key'];

/** `?layout=`: one of the layouts, A6 when missing or unknown. */
export const parseLayout = (value: string | null): CardLayout =>
  CARD_LAYOUTS.find((layout) => layout.key === value)?.key ?? 'a6';

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

/** Where one order's card prints, in the layout chosen. */
export const cardPath = (uuid: string, layout: CardLayout) => `/intern/print/card/${uuid}?layout=${layout}`;

/** Where a day's work prints on one sheet (`date` as the day page has it: today, tomorrow or a date). */
export const daySheetPath = (date: string) => `/intern/print/day/${date}`;
