import { MAX_PRINT_ORDERS, type PrintOrder } from '@contract/order-print';
import { useSearchParams } from 'react-router';
import { batchOrders, type CardLayout, parseLayout } from '../../../lib/print-paths';
import { usePrintBatch } from '../api/get-print-batch';
import { CardLayoutChoice } from '../components/card-layout-choice';
import { EnclosureCard } from '../components/enclosure-card';
import { PrintDocument } from '../components/print-document';
import { PrintState } from '../components/print-state';

const hasMessage = (order: PrintOrder) => Boolean(order.card_message?.trim());

/**
 * /intern/print/cards?orders=…&layout=a6|a7|folded: the cards of several orders in one go, in the
 * layouts a single card offers, in the order chosen. An order without a message has no card: it is
 * left out, and the screen says which (a blank card slipped into the flowers is worse than none).
 */
export function PrintCardsPage() {
  const [params, setParams] = useSearchParams();
  const uuids = batchOrders(params.get('orders'));
  const layout = parseLayout(params.get('layout'));
  const batch = usePrintBatch(uuids);

  if (uuids.length === 0 || uuids.length > MAX_PRINT_ORDERS) {
    return (
      <PrintState error={new Error('no orders')}>
        {uuids.length === 0
          ? 'Choose the orders to print first.'
          : `Print at most ${MAX_PRINT_ORDERS} cards at once.`}
      </PrintState>
    );
  }
  if (!batch.data) return <PrintState error={batch.error} />;
  const { items, shop } = batch.data;
  const cards = items.filter(hasMessage);
  const skipped = items.filter((order) => !hasMessage(order)).map((order) => `#${order.number}`);
  if (cards.length === 0) {
    return (
      <PrintState error={new Error('no cards')} title="No cards to print">
        {items.length === 1 ? 'This order has no card message.' : 'None of these orders has a card message.'}
      </PrintState>
    );
  }
  const choose = (next: CardLayout) =>
    setParams({ orders: uuids.join(','), layout: next }, { replace: true });
  const title = cards.length === 1 ? `Card #${cards[0]?.number}` : `Cards (${cards.length})`;
  return (
    <PrintDocument
      title={title}
      paper={layout === 'folded' ? 'a5' : layout}
      ready={!batch.isFetching}
      controls={<CardLayoutChoice layout={layout} onChange={choose} />}
    >
      {skipped.length > 0 && (
        <p
          role="status"
          className="max-w-xl rounded-xl bg-surface px-4 py-2.5 text-sm shadow-xs print:hidden"
        >
          {skipped.length === 1 ? 'Order' : 'Orders'} {skipped.join(', ')}{' '}
          {skipped.length === 1 ? 'has' : 'have'} no card message and {skipped.length === 1 ? 'is' : 'are'}{' '}
          not printed.
        </p>
      )}
      {cards.map((order) => (
        <EnclosureCard
          key={`${order.uuid}-${layout}`}
          layout={layout}
          message={order.card_message}
          shopName={shop.name}
          number={order.number}
        />
      ))}
    </PrintDocument>
  );
}
