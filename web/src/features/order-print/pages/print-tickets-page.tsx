import { MAX_PRINT_ORDERS } from '@contract/order-print';
import { useSearchParams } from 'react-router';
import { batchOrders } from '../../../lib/print-paths';
import { usePrintBatch } from '../api/get-print-batch';
import { PrintDocument } from '../components/print-document';
import { PrintState } from '../components/print-state';
import { WorkTicket } from '../components/work-ticket';

/** /intern/print/tickets?orders=…: a work ticket per order, one per page. */
export function PrintTicketsPage() {
  const [params] = useSearchParams();
  const uuids = batchOrders(params.get('orders'));
  const batch = usePrintBatch(uuids);

  if (uuids.length === 0 || uuids.length > MAX_PRINT_ORDERS) {
    return (
      <PrintState error={new Error('no orders')}>
        {uuids.length === 0
          ? 'Choose the orders to print first.'
          : `Print at most ${MAX_PRINT_ORDERS} tickets at once.`}
      </PrintState>
    );
  }
  if (!batch.data) return <PrintState error={batch.error} />;
  const { items, shop } = batch.data;
  const title = items.length === 1 ? `Work ticket #${items[0]?.number}` : `Work tickets (${items.length})`;
  return (
    <PrintDocument title={title} paper="a4" ready={!batch.isFetching}>
      {items.map((order) => (
        <WorkTicket key={order.uuid} order={order} shop={shop} />
      ))}
    </PrintDocument>
  );
}
