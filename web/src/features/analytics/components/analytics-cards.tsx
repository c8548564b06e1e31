import type { Analytics } from '@contract/analytics';
import { Card } from '../../../components/ui/card';
import { formatMoney } from '../../../lib/format-money';
import { formatCount } from './analytics-format';

/**
 * The period at a glance: what came in, how many orders, the average, the flowers' margin, the
 * waste, and what gift cards still hold at its end.
 */
export function AnalyticsCards({ data }: { data: Analytics }) {
  const { revenue, orders, margin, waste, discounts, gift_cards: giftCards, currency } = data;
  // What moved on the cards in the period, a line each like the revenue's net and tax; a kind of
  // movement that did not happen is left out.
  const cardMoves = [
    ['sold', giftCards.sold],
    ['spent', giftCards.redeemed],
    ['voided', giftCards.voided],
    ['corrected', giftCards.adjusted],
  ] as const;
  const cards: { label: string; value: string; note: string; details?: string[] }[] = [
    {
      label: 'Revenue',
      value: formatMoney(revenue.total, currency),
      note: formatCount(revenue.count, 'paid order', 'paid orders'),
      // Each on a line of its own: side by side they did not fit a card on a phone or a desk.
      details: [
        `net ${formatMoney(revenue.net_total, currency)}`,
        `tax ${formatMoney(revenue.tax_total, currency)}`,
      ],
    },
    {
      label: 'Orders',
      value: String(orders.count),
      note: 'placed in this period',
      // What discount codes took off the paid orders (docs/decisions/043).
      ...(discounts.total > 0 && {
        details: [
          `${formatMoney(discounts.total, currency)} discounts on ${formatCount(discounts.orders, 'order', 'orders')}`,
        ],
      }),
    },
    {
      label: 'Average order',
      value: formatMoney(revenue.average, currency),
      note: 'per paid order',
    },
    {
      label: 'Margin',
      value: margin.orders > 0 ? formatMoney(margin.margin, currency) : '—',
      note:
        margin.orders > 0
          ? `${formatMoney(margin.cost, currency)} flowers on ${formatCount(margin.orders, 'order', 'orders')}`
          : 'No flower costs recorded',
    },
    {
      label: 'Waste',
      value: formatMoney(waste.value, currency),
      note: formatCount(waste.stems, 'stem expired', 'stems expired'),
    },
    {
      // Money taken for cards not spent yet: what the shop still owes in goods (docs/decisions/048).
      label: 'Gift cards outstanding',
      value: formatMoney(giftCards.outstanding, currency),
      note: 'held at the end of the period',
      details: cardMoves
        .filter(([, amount]) => amount !== 0)
        .map(([what, amount]) => `${what} ${formatMoney(amount, currency)}`),
    },
  ];
  // Six cards: two rows of three from a tablet on, so that no amount is squeezed into a sixth.
  return (
    <dl className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-4">
      {cards.map((card) => (
        <Card
          key={card.label}
          className="min-w-0 p-3 sm:p-5 [&:last-child:nth-child(odd)]:col-span-2 sm:[&:last-child:nth-child(odd)]:col-span-1"
        >
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{card.label}</dt>
          {/* Figures wrap rather than lose digits: a cut-off amount reads as another amount. */}
          <dd className="mt-1 text-lg font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-2xl">
            {card.value}
          </dd>
          <dd className="mt-0.5 text-xs text-muted-foreground">{card.note}</dd>
          {card.details?.map((detail) => (
            <dd key={detail} className="text-xs text-muted-foreground tabular-nums [overflow-wrap:anywhere]">
              {detail}
            </dd>
          ))}
        </Card>
      ))}
    </dl>
  );
}
