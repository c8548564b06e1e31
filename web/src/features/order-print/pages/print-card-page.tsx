import { useParams, useSearchParams } from 'react-router';
import { type CardLayout, parseLayout } from '../../../lib/print-paths';
import { usePrintBatch } from '../api/get-print-batch';
import { CardLayoutChoice } from '../components/card-layout-choice';
import { EnclosureCard } from '../components/enclosure-card';
import { PrintDocument } from '../components/print-document';
import { PrintState } from '../components/print-state';

/** /intern/print/card/{uuid}?layout=a6|a7|folded: the card that goes with the flowers. */
export function PrintCardPage() {
  const { uuid = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const layout = parseLayout(params.get('layout'));
  const batch = usePrintBatch([uuid]);
  const order = batch.data?.items[0];

  if (!batch.data || !order) return <PrintState error={batch.error} />;
  const choose = (next: CardLayout) => setParams({ layout: next }, { replace: true });
  return (
    <PrintDocument
      title={`Card #${order.number}`}
      paper={layout === 'folded' ? 'a5' : layout}
      ready={!batch.isFetching}
      controls={<CardLayoutChoice layout={layout} onChange={choose} />}
    >
      <EnclosureCard
        key={layout}
        layout={layout}
        message={order.card_message}
        shopName={batch.data.shop.name}
        number={order.number}
      />
    </PrintDocument>
  );
}
